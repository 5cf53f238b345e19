package org.gridmarket.app.agents.service;

import io.quarkus.panache.common.Sort;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.agents.persistence.AgentKeyEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.RateLimits;
import org.gridmarket.app.platform.Secrets;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.jboss.logging.Logger;

/**
 * A site's agent keys: its owner creates them (the secret, {@code gmk_} and 32 random bytes in URL-safe Base64, is
 * answered once; only its SHA-256 is stored: 256 random bits need no slow hash), lists them without secrets and
 * revokes them. A request carrying a valid key is that site's agent ({@link #identify}); unknown and revoked keys
 * are refused (401), counted against the client address's failed-key limit and logged, like failed logins.
 */
@ApplicationScoped
public class AgentKeys {
    /** What every agent key starts with, so a request's bearer token is told from a JWT at a glance. */
    public static final String PREFIX = "gmk_";
    private static final int SECRET_BYTES = 32;
    /** {@code last_used_at} is written at most this often per key, so an agent's polling costs no write each time. */
    private static final Duration LAST_USED_PRECISION = Duration.ofMinutes(1);
    private static final Logger LOG = Logger.getLogger(AgentKeys.class);

    private final RateLimits rateLimits;
    private final Map<Long, Instant> lastUsedWritten = new ConcurrentHashMap<>();

    public AgentKeys(RateLimits rateLimits) {
        this.rateLimits = rateLimits;
    }

    /** A key as listed: never its secret. */
    public record Key(long id, Instant createdAt, Instant lastUsedAt, Instant revokedAt) {
        static Key of(AgentKeyEntity key) {
            return new Key(key.id, key.createdAt, key.lastUsedAt, key.revokedAt);
        }
    }

    /** A key just created, with its secret: the only time the secret is told. */
    public record NewKey(long id, String key, Instant createdAt) {
    }

    @Transactional
    public NewKey create(AccountService.Person owner, long siteId) {
        ownSite(owner, siteId);
        String secret = PREFIX + Secrets.generate(SECRET_BYTES);
        AgentKeyEntity key = new AgentKeyEntity();
        key.siteId = siteId;
        key.secretSha256 = sha256(secret);
        key.createdBy = owner.id();
        key.persist();
        key.flush();
        AgentKeyEntity.getEntityManager().refresh(key);
        return new NewKey(key.id, secret, key.createdAt);
    }

    /** The site's keys, oldest first, revoked ones included. */
    @Transactional
    public List<Key> list(AccountService.Person owner, long siteId) {
        ownSite(owner, siteId);
        return AgentKeyEntity.<AgentKeyEntity>list("siteId", Sort.by("id"), siteId).stream().map(Key::of).toList();
    }

    /** Revokes a key of the site (again: nothing changes); 404 for a key of another site. */
    @Transactional
    public void revoke(AccountService.Person owner, long siteId, long keyId) {
        ownSite(owner, siteId);
        AgentKeyEntity key = AgentKeyEntity.findById(keyId);
        if (key == null || key.siteId != siteId) {
            throw ApiProblem.notFound("agent key " + keyId + " of site " + siteId);
        }
        if (key.revokedAt == null) {
            key.revokedAt = Instant.now();
        }
    }

    /**
     * The agent a key authenticates: role {@code agent}, its site in {@link Role#AGENT_SITE_ATTRIBUTE}, named
     * {@code agent-key-N}. Unknown or revoked: {@link AuthenticationFailedException} (401), counted against
     * {@code clientAddress} and logged. Each use counts against the key's own request limit.
     */
    @Transactional
    public SecurityIdentity identify(String secret, String clientAddress) {
        RateLimits.LoginAttempt attempt = rateLimits.beginAgentKey(clientAddress);
        AgentKeyEntity key = AgentKeyEntity.<AgentKeyEntity>find("secretSha256", sha256(secret)).firstResult();
        if (key == null || key.revokedAt != null) {
            LOG.warnf("Refused an agent key from %s: %s", clientAddress,
                    key == null ? "no such key" : "key " + key.id + " of site " + key.siteId + " was revoked");
            throw new AuthenticationFailedException("unknown or revoked agent key");
        }
        attempt.succeeded();
        String name = "agent-key-" + key.id;
        rateLimits.take(RateLimits.Limit.AGENT_REQUESTS, name);
        touch(key);
        return QuarkusSecurityIdentity.builder().setPrincipal(() -> name).addRole(Role.AGENT_NAME)
                .addAttribute(Role.AGENT_SITE_ATTRIBUTE, key.siteId).setAnonymous(false).build();
    }

    /** The site a request's agent key belongs to, or null when the caller is not an agent. */
    public static Long siteOf(SecurityIdentity identity) {
        return identity.isAnonymous() ? null : identity.getAttribute(Role.AGENT_SITE_ATTRIBUTE);
    }

    private void touch(AgentKeyEntity key) {
        Instant now = Instant.now();
        Instant written = lastUsedWritten.get(key.id);
        if (written == null || written.plus(LAST_USED_PRECISION).isBefore(now)) {
            key.lastUsedAt = now;
            lastUsedWritten.put(key.id, now);
        }
    }

    private static void ownSite(AccountService.Person owner, long siteId) {
        SiteEntity site = SiteEntity.findById(siteId);
        if (site == null) {
            throw ApiProblem.notFound("site " + siteId);
        }
        if (!site.ownerId.equals(owner.id())) {
            throw ApiProblem.forbidden("only the owner of site " + siteId + " may manage its agent keys");
        }
    }

    static byte[] sha256(String secret) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
