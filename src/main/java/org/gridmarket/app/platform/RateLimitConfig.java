package org.gridmarket.app.platform;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/**
 * Rate limits ({@code gridmarket.rate-limits.*}, docs/api.md, "Rate limits"). Each is a token bucket: a burst of
 * {@code requests}, refilled evenly at {@code requests} per {@code per}. Past it the answer is 429
 * problem+json with {@code Retry-After}. Per user or owner (the token's username), never global, so one
 * client's burst never costs another's.
 */
@ConfigMapping(prefix = "gridmarket.rate-limits")
public interface RateLimitConfig {

    /** false turns every limit off (for a load test that drives few users hard). */
    @WithDefault("true")
    boolean enabled();

    /** {@code POST /api/quotes}, per user. */
    @WithDefault("300")
    int quotes();

    @WithDefault("1M")
    Duration quotesPer();

    /** {@code POST /api/jobs}, per user. */
    @WithDefault("120")
    int submissions();

    @WithDefault("1M")
    Duration submissionsPer();

    /** {@code PUT /api/sites/{id}/price}, per owner. */
    @WithDefault("60")
    int priceChanges();

    @WithDefault("1H")
    Duration priceChangesPer();

    /** {@code POST /api/sites}, per owner. */
    @WithDefault("10")
    int siteRegistrations();

    @WithDefault("1H")
    Duration siteRegistrationsPer();

    /** {@code POST /api/sites/{id}/local-jobs}, per owner: free for the owner, and each may preempt leases. */
    @WithDefault("60")
    int localJobs();

    @WithDefault("1M")
    Duration localJobsPer();

    /** {@code PUT /api/sites/{id}/preemption}, per owner. */
    @WithDefault("30")
    int preemptionPolicyChanges();

    @WithDefault("1H")
    Duration preemptionPolicyChangesPer();

    /** {@code PUT /api/sites/{id}/agent-mode} and {@code .../accepts-scripts} together, per owner. */
    @WithDefault("30")
    int agentModeChanges();

    @WithDefault("1H")
    Duration agentModeChangesPer();

    /** {@code POST /api/revenue/payouts}, per owner: each is a ledger transfer. */
    @WithDefault("10")
    int payouts();

    @WithDefault("1H")
    Duration payoutsPer();

    /** {@code POST /api/admin/contracts} and {@code POST /api/admin/contracts/{id}/end} together, per admin. */
    @WithDefault("30")
    int contractChanges();

    @WithDefault("1H")
    Duration contractChangesPer();

    /**
     * Failed logins per username: after this many, one more per {@code failed-logins-per} / this many (one a
     * minute by default) until a login succeeds. A short backoff, so an attacker can slow a user's login
     * but never lock it for longer than that once they stop.
     */
    @WithDefault("5")
    int failedLoginsPerUsername();

    /** Failed logins per client address (every username together); bounds the bcrypt work one client causes. */
    @WithDefault("30")
    int failedLoginsPerAddress();

    @WithDefault("5M")
    Duration failedLoginsPer();

    /**
     * Requests with an unknown or revoked agent key ({@code Authorization: Bearer gmk_...}) per client address, per
     * {@code failed-logins-per}: a key is 256 random bits, so this only bounds the lookups one client causes.
     */
    @WithDefault("30")
    int failedAgentKeysPerAddress();

    /** Requests of one agent key (a site agent polls every few seconds; this leaves room for restarts). */
    @WithDefault("600")
    int agentRequests();

    @WithDefault("1M")
    Duration agentRequestsPer();

    /**
     * Requests of one user or owner the service answered with a 500 (an unexpected failure: a bug, each costing
     * the engine a rebuild): after this many, one more per {@code server-errors-per} / this many, and meanwhile
     * that person's requests are refused 429 before they reach the engine (issue 30 B2).
     */
    @WithDefault("5")
    int serverErrors();

    @WithDefault("5M")
    Duration serverErrorsPer();
}
