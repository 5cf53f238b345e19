package org.gridmarket.core.allocation;

import org.gridmarket.core.market.WaitingQueue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.Placement;
import org.gridmarket.core.market.PostedPrice;
import org.gridmarket.core.market.Quote;

/**
 * Seed 002 live: the federation's one FCFS waiting queue WQ (§3), whose head job FJ an allocation method
 * (§4) places on a site when one can accommodate it ({@link HeadJobSites}). A best-effort job class: a
 * queued job is promised no start time.
 *
 * <p>Money: joining holds the job's whole budget from the user's wallet (towards the Grid-Bank's treasury,
 * as no site is chosen yet); starting voids that hold and the market agrees, holds and admits the job at the
 * chosen site's posted price for its runtime there ({@link Marketplace#submitPlaced}), whose completion
 * posts the price; cancelling or rejecting a queued job voids its hold.
 *
 * <p>Allocation events (Table 2) are a QUEUE submission and any release of processors (a job's end,
 * cancellation, failure); a cancelled head and a restart are events too, since the new head may fit. An
 * event allocates head jobs while the head fits somewhere (situation (a) for a submission that found WQ
 * empty, (b) otherwise); a head job no site can ever serve (too big, over budget, too late even started now)
 * is rejected, so the queue moves. Unlike Table 2, a submission behind a non-empty queue also tries the head:
 * live, a site may have joined or a price changed since the last event. Costs per event: O(m · (log n + k))
 * per head decided (n jobs, k steps on a site's availability profile) plus the method's own cost (AI/AI2:
 * O(m · k) for the k queued jobs that fit); WQ is kept laid out as the methods read it, so an event never
 * copies the queue (O(q) only after a cancellation inside it).
 *
 * <p>At most {@link #CAPACITY} jobs wait. One thread drives it (the market's), like the market.
 */
public final class FederationQueue implements WaitingQueue {
    /** Seed 002 puts no bound on WQ; live, a bounded queue keeps every event's cost bounded. */
    public static final int CAPACITY = 10_000;

    /** The queue's listener ({@link WaitingQueue.Listener}), under the name the core's tests use. */
    public interface Listener extends WaitingQueue.Listener {
    }

    private record Entry(MarketJob job, String holdTransferId) {
    }

    private final Marketplace market;
    private final AllocationMethod method;
    private final Timeline timeline;
    private final Marketplace.Bank bank;
    private final Marketplace.Accounts accounts;
    private final long holdingAccountId;
    private final WaitingQueue.Listener listener;
    private final Map<Long, Entry> queue = new LinkedHashMap<>();
    /**
     * WQ laid out for the methods: {@code entries[first, end)} in arrival order with their NRP in {@code needs}
     * (an {@link AllocationSnapshot} takes the slice as it is, so an event costs O(1) to lay out, not O(q)).
     * A cancellation inside the slice marks it stale; the next event lays it out again from {@link #queue}.
     */
    private Entry[] entries = new Entry[64];
    private int[] needs = new int[64];
    private int first;
    private int end;
    private long neededProcessors;
    private boolean stale;
    private boolean eventScheduled;
    private long wakeUpScheduledFor = -1;

    /**
     * @param holdingAccountId the account a queued job's budget is held towards (the treasury live)
     */
    public FederationQueue(Marketplace market, AllocationMethod method, Timeline timeline, Marketplace.Bank bank,
                           Marketplace.Accounts accounts, long holdingAccountId, WaitingQueue.Listener listener) {
        this.market = Objects.requireNonNull(market, "market");
        this.method = Objects.requireNonNull(method, "method");
        this.timeline = timeline;
        this.bank = bank;
        this.accounts = accounts;
        this.holdingAccountId = holdingAccountId;
        this.listener = listener;
    }

    public AllocationMethod method() {
        return method;
    }

    @Override
    public String methodName() {
        String described = method.toString();
        return described.startsWith(method.name()) ? described : method.name();
    }

    @Override
    public int capacity() {
        return CAPACITY;
    }

    public int size() {
        return queue.size();
    }

    public boolean isFull() {
        return queue.size() >= CAPACITY;
    }

    /** The job's place in WQ, 1 being the head, or 0 when it is not queued. O(q). */
    public int position(long jobId) {
        if (!queue.containsKey(jobId)) {
            return 0;
        }
        int position = 1;
        for (Long id : queue.keySet()) {
            if (id == jobId) {
                return position;
            }
            position++;
        }
        return 0;
    }

    /** The first {@code limit} queued jobs, head first. */
    public List<Waiting> waiting(int limit) {
        List<Waiting> jobs = new ArrayList<>(Math.min(limit, queue.size()));
        int position = 1;
        for (Entry entry : queue.values()) {
            if (position > limit) {
                break;
            }
            jobs.add(new Waiting(position++, entry.job(), entry.holdTransferId()));
        }
        return jobs;
    }

    /**
     * A QUEUE submission: holds the budget (the ledger's refusal propagates, nothing written), appends the
     * job to WQ and runs the allocation event. The caller checks {@link #isFull()} first. Returns the hold.
     */
    public Transfer join(MarketJob job) {
        if (isFull()) {
            throw new IllegalStateException("the federation queue is full");
        }
        String reference = Marketplace.jobReference(job.id());
        Transfer hold = bank.submit(TransferRequest.pending(reference + ":queue-hold", accounts.walletOf(job),
                holdingAccountId, job.budgetMicroGd(), "queue_hold", 0).withReferences(reference, null));
        boolean wasEmpty = queue.isEmpty();
        append(new Entry(job, hold.id()));
        listener.queued(job, hold);
        allocate(wasEmpty ? Situation.SUBMISSION_TO_EMPTY_QUEUE : Situation.AFTER_FINISH);
        return hold;
    }

    /** After a restart: a job queued before it, with its open hold; call in submission order. No event. */
    public void rejoin(MarketJob job, String holdTransferId) {
        append(new Entry(job, holdTransferId));
    }

    /**
     * Withdraws a queued job and voids its hold; null when it is not queued. When it was the head, the next
     * one may fit now: an allocation event follows.
     */
    public Transfer cancel(long jobId) {
        Entry entry = queue.remove(jobId);
        if (entry == null) {
            return null;
        }
        if (!stale && entries[first] == entry) {
            dropHead();
            released();
        } else {
            stale = true;
        }
        return release(entry);
    }

    /**
     * Processors were released somewhere (or the queue's head changed): an allocation event, run once at
     * the current time after whatever else is due now (the releasing LRMS re-plans first, so no promised
     * reservation is taken).
     */
    public void released() {
        if (eventScheduled || queue.isEmpty()) {
            return;
        }
        eventScheduled = true;
        timeline.schedule(timeline.clock().nowSeconds(), () -> {
            eventScheduled = false;
            allocate(Situation.AFTER_FINISH);
        });
    }

    /**
     * Seed 002 Table 2's allocation event: while WQ is non-empty, decide for its head job FJ; start it on
     * the method's site if some site accommodates it, reject it if none ever can, else stop (FCFS: the jobs
     * behind it wait, no backfilling). {@code first} is the situation of the first decision; later ones are (b).
     */
    void allocate(Situation situation) {
        if (stale) {
            layOut();
        }
        long now = timeline.clock().nowSeconds();
        while (first < end) {
            Entry head = entries[first];
            HeadJobSites sites = HeadJobSites.of(head.job(), market.sites(), now);
            if (sites.accommodating == 0 && sites.serviceable()) {
                wakeUpWhenHopeless(head, sites);
                return;
            }
            queue.remove(head.job().id());
            if (sites.accommodating == 0) {
                String reason = sites.whyNever(needs[first]) + "; it left the federation queue";
                dropHead();
                listener.rejected(head.job(), reason, release(head));
            } else {
                AllocationSnapshot snapshot = new AllocationSnapshot(sites.speeds, sites.free, needs, situation,
                        first, end, neededProcessors);
                int chosen = method.choose(snapshot);
                String picks = QueueQuote.picks(sites, snapshot);
                dropHead();
                start(head, sites, chosen, picks);
            }
            situation = Situation.AFTER_FINISH;
        }
    }

    private void append(Entry entry) {
        queue.put(entry.job().id(), entry);
        if (end == entries.length) {
            int live = end - first;
            if (first > 0 && live <= entries.length / 2) {
                System.arraycopy(entries, first, entries, 0, live);
                System.arraycopy(needs, first, needs, 0, live);
                java.util.Arrays.fill(entries, live, end, null);
            } else {
                entries = java.util.Arrays.copyOfRange(entries, first, first + 2 * entries.length);
                needs = java.util.Arrays.copyOfRange(needs, first, first + 2 * needs.length);
            }
            first = 0;
            end = live;
        }
        entries[end] = entry;
        needs[end++] = entry.job().demand().processors();
        neededProcessors += entry.job().demand().processors();
    }

    private void dropHead() {
        neededProcessors -= needs[first];
        entries[first++] = null;
        if (first == end) {
            first = 0;
            end = 0;
        }
    }

    /** After cancellations inside the queue: the slice again from {@link #queue}, in arrival order. O(q). */
    private void layOut() {
        java.util.Arrays.fill(entries, null);
        if (entries.length < queue.size()) {
            entries = new Entry[Integer.highestOneBit(queue.size()) * 2];
            needs = new int[entries.length];
        }
        first = 0;
        end = 0;
        neededProcessors = 0;
        for (Entry entry : queue.values()) {
            entries[end] = entry;
            needs[end++] = entry.job().demand().processors();
            neededProcessors += entry.job().demand().processors();
        }
        stale = false;
    }

    private void start(Entry head, HeadJobSites sites, int chosen, String picks) {
        if (chosen < 0 || !sites.accommodates[chosen]) {
            throw new IllegalStateException(method.name() + " chose site index " + chosen + " for job "
                    + head.job().id() + ", which cannot take it now");
        }
        release(head);
        MarketSite site = sites.sites[chosen];
        Placement placement = Placement.accepted(new PostedPrice(site.id(), sites.priceMicroGd[chosen],
                sites.runtimeSeconds[chosen]), chosen + 1);
        Marketplace.Submission submission = market.submitPlaced(head.job(), placement);
        if (!submission.accepted()) {
            listener.rejected(head.job(), submission.rejection(), null);
            return;
        }
        listener.started(head.job(), submission, "left the federation queue for " + site.site().name() + " ("
                + picks + ")");
    }

    /** Once the head can no longer be served anywhere, an event rejects it (no other event may come). */
    private void wakeUpWhenHopeless(Entry head, HeadJobSites sites) {
        long last = sites.lastUsefulStartSeconds(head.job().deadlineAtSeconds());
        long now = timeline.clock().nowSeconds();
        if (wakeUpScheduledFor == head.job().id() || last < now || last - now > 10L * 365 * 24 * 3600) {
            return;
        }
        wakeUpScheduledFor = head.job().id();
        timeline.schedule(last + 1, () -> {
            wakeUpScheduledFor = -1;
            allocate(Situation.AFTER_FINISH);
        });
    }

    private Transfer release(Entry entry) {
        String reference = Marketplace.jobReference(entry.job().id());
        return bank.submit(TransferRequest.voidPending(reference + ":queue-release", entry.holdTransferId(),
                "queue_release").withReferences(reference, null));
    }

    /**
     * What would happen to {@code job} if it joined now: the sites able to start it now, best-fit's,
     * fastest-first's and the method's choice when WQ is empty, else its position. Commits nothing.
     */
    public Quote quote(MarketJob job) {
        if (stale) {
            layOut();
        }
        return QueueQuote.of(job, HeadJobSites.of(job, market.sites(), timeline.clock().nowSeconds()), method,
                queue.size(), neededProcessors);
    }
}
