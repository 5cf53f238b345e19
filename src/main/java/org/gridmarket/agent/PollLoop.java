package org.gridmarket.agent;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;

/**
 * Polls every interval until stopped. A market that cannot be reached is logged and asked again at the next poll
 * (the agent outlives a market restart); a fatal answer (the key refused, a time scale other than 1) ends the loop
 * with {@link #EXIT_REFUSED}. {@link #stop()} (SIGTERM, Ctrl-C) lets the current poll finish.
 */
public final class PollLoop {
    /** Exit code when the market refused the agent. */
    public static final int EXIT_REFUSED = 3;
    /** Exit code of {@code --once} when the poll could not be completed. */
    public static final int EXIT_POLL_FAILED = 1;

    private enum Polled { DONE, RETRY, REFUSED }

    private final SlurmAgent agent;
    private final Duration interval;
    private final PrintWriter log;
    private final Clock clock;
    private final Object lock = new Object();
    private boolean stopping;

    public PollLoop(SlurmAgent agent, Duration interval, PrintWriter log, Clock clock) {
        this.agent = agent;
        this.interval = interval;
        this.log = log;
        this.clock = clock;
    }

    /** Polls once ({@code once}) or until {@link #stop()}; returns the exit code. */
    public int run(boolean once) {
        while (true) {
            Polled polled = pollOnce();
            if (polled == Polled.REFUSED) {
                return EXIT_REFUSED;
            }
            if (once) {
                return polled == Polled.DONE ? 0 : EXIT_POLL_FAILED;
            }
            if (!sleep()) {
                log("stopped");
                return 0;
            }
        }
    }

    /** Asks the loop to end after the poll under way. */
    public void stop() {
        synchronized (lock) {
            stopping = true;
            lock.notifyAll();
        }
    }

    /** Waits one interval; false when asked to stop meanwhile. */
    private boolean sleep() {
        synchronized (lock) {
            long deadline = System.nanoTime() + interval.toNanos();
            while (!stopping && System.nanoTime() < deadline) {
                try {
                    lock.wait(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    stopping = true;
                }
            }
            return !stopping;
        }
    }

    private Polled pollOnce() {
        try {
            agent.poll();
            return Polled.DONE;
        } catch (MarketException failed) {
            if (failed.fatal()) {
                log("refused: " + failed.getMessage());
                return Polled.REFUSED;
            }
            log(failed.getMessage() + " (will retry in " + interval.toSeconds() + " s)");
        } catch (SlurmException | UncheckedIOException failed) {
            log(failed.getMessage() + " (will retry in " + interval.toSeconds() + " s)");
        }
        return Polled.RETRY;
    }

    private void log(String what) {
        log.println(clock.instant() + " agent: " + what);
        log.flush();
    }
}
