package org.gridmarket.app.jobs.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** One step in a job's history (append-only, table {@code job_events}). */
@Entity
@Table(name = "job_events")
public class JobEventEntity extends PanacheEntityBase {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "job_id", nullable = false, updatable = false)
    public Long jobId;

    @Column(name = "at_seconds", nullable = false, updatable = false)
    public long atSeconds;

    @Column(nullable = false, updatable = false)
    public String state;

    @Column(updatable = false)
    public String detail;
}
