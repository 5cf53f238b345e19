package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.gridmarket.app.platform.Leadership;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Hears the job events the leading replica's turns commit ({@link JobEvents#CHANNEL}) on a connection of its own
 * and hands those of other processes to this replica's event streams (issue 34: job events reach clients connected
 * to any replica). A replica's own events are published by its engine directly and skipped here. When the
 * connection fails it listens again a second later; events committed meanwhile are not replayed (a browser that
 * reconnects re-reads its jobs).
 */
@ApplicationScoped
public class JobEventRelay {
    private static final Logger LOG = Logger.getLogger(JobEventRelay.class);
    private static final int WAIT_MILLIS = 500;

    private final AgroalDataSource dataSource;
    private final JobEvents events;
    private final Leadership leadership;
    private volatile boolean running = true;
    private volatile long relayed;
    private Thread thread;

    public JobEventRelay(AgroalDataSource dataSource, JobEvents events, Leadership leadership) {
        this.dataSource = dataSource;
        this.events = events;
        this.leadership = leadership;
    }

    void onStart(@Observes StartupEvent event) {
        thread = new Thread(this::run, "gridmarket-event-relay");
        thread.setDaemon(true);
        thread.start();
    }

    void onStop(@Observes ShutdownEvent event) {
        running = false;
        if (thread != null) {
            thread.interrupt();
        }
    }

    /** How many events of other replicas this replica has relayed (for tests and the curious). */
    public long relayed() {
        return relayed;
    }

    private void run() {
        while (running) {
            try (Connection connection = dataSource.getConnection()) {
                connection.setAutoCommit(true);
                try (Statement statement = connection.createStatement()) {
                    statement.execute("SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; "
                            + "SET tcp_keepalives_count = 3; LISTEN " + JobEvents.CHANNEL);
                }
                PGConnection listening = connection.unwrap(PGConnection.class);
                while (running) {
                    PGNotification[] heard = listening.getNotifications(WAIT_MILLIS);
                    if (heard != null) {
                        for (PGNotification notification : heard) {
                            relay(notification.getParameter());
                        }
                    }
                }
            } catch (SQLException | RuntimeException failure) {
                if (running) {
                    LOG.warnf("Not hearing other replicas' job events (%s); listening again in 1 s",
                            failure.getMessage());
                    pause();
                }
            }
        }
    }

    private void relay(String payload) {
        try {
            JobEvents.Notification notification = JobEvents.decode(payload);
            if (!notification.origin().equals(leadership.instance())) {
                events.relay(notification.events());
                relayed += notification.events().size();
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException | RuntimeException unreadable) {
            LOG.warnf("Ignored an unreadable job event notification: %s", unreadable.getMessage());
        }
    }

    private void pause() {
        try {
            Thread.sleep(1_000);
        } catch (InterruptedException e) {
            running = false;
        }
    }
}
