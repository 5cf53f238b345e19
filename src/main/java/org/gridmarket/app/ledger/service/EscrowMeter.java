package org.gridmarket.app.ledger.service;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.concurrent.TimeUnit;
import org.gridmarket.app.ledger.persistence.LedgerQueries;
import org.jboss.logging.Logger;

/**
 * Escrow outstanding at {@code /q/metrics}: {@code gridmarket_escrow_outstanding_micro_gd}, the µG$ open holds
 * set aside (seed 004 §3's Grid-Bank: a job's price held from submission until its settlement posts or voids it).
 * A scrape reads it from the database with one aggregate over the accounts ({@link LedgerQueries#heldMicroGd}),
 * at most once every {@value #REFRESH_SECONDS} s: a scrape in between gets the last figure. Read from the
 * database, so every replica shows the same market-wide figure, whichever leads the engine. A failed read leaves
 * NaN (no figure) until a read succeeds.
 */
@ApplicationScoped
public class EscrowMeter {
    static final long REFRESH_SECONDS = 5;
    private static final Logger LOG = Logger.getLogger(EscrowMeter.class);

    private final LedgerQueries queries;
    private long readAtNanos;
    private boolean read;
    private double heldMicroGd = Double.NaN;

    public EscrowMeter(LedgerQueries queries) {
        this.queries = queries;
    }

    void register(@Observes StartupEvent start, MeterRegistry meters) {
        Gauge.builder("gridmarket.escrow.outstanding.micro.gd", this, EscrowMeter::heldMicroGd)
                .description("µG$ held by open holds (jobs' prices set aside until settled), read every 5 s at most")
                .register(meters);
    }

    /** The last figure, read again first when it is {@value #REFRESH_SECONDS} s old or more. */
    synchronized double heldMicroGd() {
        long now = System.nanoTime();
        if (!read || now - readAtNanos >= TimeUnit.SECONDS.toNanos(REFRESH_SECONDS)) {
            read = true;
            readAtNanos = now;
            try {
                heldMicroGd = queries.heldMicroGd();
            } catch (RuntimeException failure) {
                LOG.debugf("Escrow outstanding not read: %s", failure.getMessage());
                heldMicroGd = Double.NaN;
            }
        }
        return heldMicroGd;
    }
}
