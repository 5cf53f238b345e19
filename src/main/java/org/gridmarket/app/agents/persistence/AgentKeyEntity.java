package org.gridmarket.app.agents.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A site agent's key (table {@code agent_keys}): only the SHA-256 of its secret is kept. */
@Entity
@Table(name = "agent_keys")
public class AgentKeyEntity extends PanacheEntityBase {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "site_id", nullable = false)
    public Long siteId;

    @Column(name = "secret_sha256", nullable = false, updatable = false)
    public byte[] secretSha256;

    @Column(name = "created_by", nullable = false, updatable = false)
    public Long createdBy;

    @Column(name = "created_at", nullable = false, insertable = false, updatable = false)
    public Instant createdAt;

    @Column(name = "last_used_at")
    public Instant lastUsedAt;

    /** When its owner revoked it; null while it works. */
    @Column(name = "revoked_at")
    public Instant revokedAt;
}
