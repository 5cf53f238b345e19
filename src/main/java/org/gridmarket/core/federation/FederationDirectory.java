package org.gridmarket.core.federation;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Seed 004 §3 (Fig. 1), the shared federation directory: sites subscribe with their resource description
 * and quote, update the quote, unsubscribe, and a GFA queries for the r-th fastest or r-th cheapest site.
 *
 * <p>Tie-breaks are explicit: cheapest orders by price (as the market's pricing rule compares prices; seed 004
 * compares quotes), then faster first, then site id; fastest orders by MIPS per processor, then cheaper first,
 * then site id. Costs: subscribe/quote/unsubscribe O(log n); a
 * query sorts the fitting sites, O(n log n) — the directory of a federation is small (the paper's largest
 * has 50 sites), and the message cost the paper counts (O(log n) per query) is modelled separately.
 */
public final class FederationDirectory {

    /** Which ranking a query asks for. */
    public enum Order { CHEAPEST, FASTEST }

    /**
     * A subscribed site: what the directory knows of it (seed 004 Table 2's columns). {@code priceMicroGd} is
     * the posted price in the unit of the market's pricing rule: seed 004's quote c (Eq. (4)–(6)), or live a
     * price per processor-hour.
     */
    public record Listing(long siteId, String name, int processors, int mipsPerProcessor, double bandwidthGbps,
                          long priceMicroGd) {
    }

    /** Seed 004 §3's "cheaper": the lower posted quote. */
    public static final Comparator<Listing> LOWER_QUOTE = Comparator.comparingLong(Listing::priceMicroGd);

    private final TreeMap<Long, Listing> listings = new TreeMap<>();
    private final Comparator<Listing> cheapest;
    private final Comparator<Listing> fastest;

    /** A directory that ranks prices as seed 004 does: by quote. */
    public FederationDirectory() {
        this(LOWER_QUOTE);
    }

    /**
     * A directory whose "cheaper" is {@code cheaper} (compares prices only; speed and id break its ties), so
     * that the cheapest order is every job's cost order under the market's pricing rule.
     */
    public FederationDirectory(Comparator<Listing> cheaper) {
        this.cheapest = cheaper.thenComparing(Comparator.comparingInt(Listing::mipsPerProcessor).reversed())
                .thenComparingLong(Listing::siteId);
        this.fastest = Comparator.comparingInt(Listing::mipsPerProcessor).reversed().thenComparing(cheaper)
                .thenComparingLong(Listing::siteId);
    }

    /** Adds a site, or replaces its description and quote. */
    public void subscribe(Listing listing) {
        listings.put(listing.siteId(), listing);
    }

    /** Posts a new quote for a subscribed site. */
    public void quote(long siteId, long priceMicroGd) {
        Listing old = listings.get(siteId);
        if (old == null) {
            throw new IllegalArgumentException("site " + siteId + " is not subscribed");
        }
        listings.put(siteId, new Listing(siteId, old.name(), old.processors(), old.mipsPerProcessor(),
                old.bandwidthGbps(), priceMicroGd));
    }

    public void unsubscribe(long siteId) {
        listings.remove(siteId);
    }

    /** Every site with at least {@code minProcessors} processors, best first by {@code order}. */
    public List<Listing> query(Order order, int minProcessors) {
        return listings.values().stream()
                .filter(listing -> listing.processors() >= minProcessors)
                .sorted(order == Order.CHEAPEST ? cheapest : fastest)
                .toList();
    }

    /** The r-th (1-based) site of {@link #query}, if there are that many. */
    public Optional<Listing> rank(Order order, int r, int minProcessors) {
        if (r < 1) {
            throw new IllegalArgumentException("ranks start at 1");
        }
        List<Listing> ordered = query(order, minProcessors);
        return r <= ordered.size() ? Optional.of(ordered.get(r - 1)) : Optional.empty();
    }

    public int size() {
        return listings.size();
    }
}
