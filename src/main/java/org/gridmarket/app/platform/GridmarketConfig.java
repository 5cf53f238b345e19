package org.gridmarket.app.platform;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/** gridmarket's own settings ({@code gridmarket.*}, or {@code GRIDMARKET_*} environment variables). */
@ConfigMapping(prefix = "gridmarket")
public interface GridmarketConfig {

    Demo demo();

    Auth auth();

    Http http();

    Ledger ledger();

    Engine engine();

    Allocation allocation();

    Quotes quotes();

    Agents agents();

    Experiments experiments();

    /**
     * Password of an {@code admin} account created at start when no admin exists yet
     * ({@code GRIDMARKET_ADMIN_PASSWORD}); the way in on an external database, where there is no demo.
     */
    Optional<String> adminPassword();

    /** The demo federation, seeded on first start of the embedded default only. */
    interface Demo {
        @WithDefault("false")
        boolean enabled();

        /** Password of every demo account ({@code GRIDMARKET_DEMO_PASSWORD}). */
        @WithDefault("demo")
        String password();
    }

    interface Auth {
        /** How long a login token is valid. */
        @WithDefault("PT8H")
        Duration tokenLifespan();

        /** bcrypt work factor for stored passwords. */
        @WithDefault("10")
        int bcryptCost();
    }

    interface Engine {
        /**
         * Model seconds per wall second: 1 is real time, 100 (the default) runs one model second per 10 ms,
         * so a one-hour job finishes in 36 s.
         */
        @WithDefault("100")
        double timeScale();

        /**
         * Synthetic background load: this many Lublin99 local jobs per site (seed 000 §6.1's per-cluster
         * adaptation, seeded), arriving from when the engine first sees each site. 0 turns it off; the embedded demo
         * uses 200.
         */
        @WithDefault("0")
        int backgroundJobsPerSite();

        /** Master seed of the background load. */
        @WithDefault("1")
        long backgroundSeed();

        /**
         * Readiness ({@code /q/health/ready}) is DOWN once the engine has completed no turn for this long; a
         * healthy engine completes one at least four times a second, idle or busy.
         */
        @WithDefault("10s")
        java.time.Duration stallTimeout();
    }

    /** Binding quotes (issue 32): what {@code POST /api/quotes} promises and for how long. */
    interface Quotes {
        /** How long a quote holds, wall clock, from when it is given ({@code GRIDMARKET_QUOTES_VALIDITY}). */
        @WithDefault("60s")
        Duration validity();
    }

    /** Real clusters behind a site agent (issue 33). */
    interface Agents {
        /**
         * A site in agent mode whose agent has not been heard from for this long (wall clock) is offline: the
         * market places no new jobs there until it is heard again ({@code GRIDMARKET_AGENTS_OFFLINE_AFTER}).
         */
        @WithDefault("60s")
        Duration offlineAfter();
    }

    /** Seed 002's federation queue (jobs of strategy QUEUE). */
    interface Allocation {
        /**
         * The allocation method that places the queue's head job: BF, FF, SI, TI, AI, AI2, TAI or TAI2, the
         * threshold methods with seed 002 §5.2's thresholds (TAI2: SHT 0.05, SLT 1).
         */
        @WithDefault("TAI2")
        String method();
    }

    interface Ledger {
        /** How often held G$ whose timeout passed are released (a Quarkus scheduler interval, e.g. 10s). */
        @WithDefault("10s")
        String expirySweep();
    }

    interface Http {
        /**
         * Largest request body the API accepts; larger ones get 413 problem+json. 256 KiB: a job's script of up
         * to 64 KiB (issue 33) fits inside its JSON body even with every line break and quote escaped.
         */
        @WithDefault("262144")
        long maxRequestBytes();

        /** Longest request target (path and query) the API reads; longer ones get 414 problem+json. */
        @WithDefault("4096")
        int maxUriLength();

        /** Largest request headers, names and values together; larger ones get 431 problem+json. */
        @WithDefault("20480")
        int maxHeaderBytes();

        /** Time from a request's headers to the end of its body; slower bodies get 408 and are closed. */
        @WithDefault("10s")
        Duration bodyTimeout();

        /**
         * Bodies being read at once; past this, the one that has been reading longest gets 503 and is closed.
         * Each costs at most {@code max-request-bytes} of memory.
         */
        @WithDefault("256")
        int maxBodiesInFlight();
    }

    /** Paper experiments and trace replays run from the web app (issue 35 A, docs/research.md). */
    interface Experiments {
        /** Where runs live, one directory each; default {@code <gridmarket.data-dir>/experiments}. */
        Optional<String> dataDir();

        /** Heap of the child JVM that runs one experiment ({@code -Xmx}), e.g. 2g or 512m. */
        @WithDefault("2g")
        String childHeap();

        /** Full (not quick) runs that may be queued or running at once; one more is refused with 409. */
        @WithDefault("2")
        int maxQueuedFullRuns();

        /** Largest trace upload (the body of {@code POST /api/experiments/replays}, gzip or not); 413 beyond. */
        @WithDefault("33554432")
        long maxUploadBytes();

        /** Time from an upload's headers to the end of its body; slower uploads get 408 and are closed. */
        @WithDefault("120s")
        Duration uploadTimeout();

        /** Uploads being read at once (each holds up to max-upload-bytes in memory); one more gets 503. */
        @WithDefault("2")
        int maxUploadsInFlight();
    }
}
