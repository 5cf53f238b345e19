package org.gridmarket.app.platform;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.EstimationProbe;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Token buckets (Bucket4j) per limit and key (username or client address), kept in bounded caches (Caffeine):
 * an idle key is forgotten once its bucket would be full again, and at most {@value #KEYS} keys are kept per
 * limit. Cost: one cache lookup and one lock-free bucket update per limited request.
 */
@ApplicationScoped
public class RateLimits {
    private static final int KEYS = 100_000;

    /** The limits requests are counted against. */
    public enum Limit {
        QUOTES("quotes", "per user"),
        SUBMISSIONS("job submissions", "per user"),
        PRICE_CHANGES("price changes", "per owner"),
        SITE_REGISTRATIONS("site registrations", "per owner"),
        LOCAL_JOBS("local jobs", "per owner"),
        PREEMPTION_POLICY_CHANGES("preemption policy changes", "per owner"),
        AGENT_MODE_CHANGES("agent mode changes", "per owner"),
        PAYOUTS("payouts", "per owner"),
        CONTRACT_CHANGES("contract creations and endings", "per admin"),
        FAILED_LOGINS_PER_USERNAME("failed logins", "for this username"),
        FAILED_LOGINS_PER_ADDRESS("failed logins", "from this address"),
        FAILED_AGENT_KEYS("failed agent key attempts", "from this address"),
        AGENT_REQUESTS("agent requests", "per agent key"),
        SERVER_ERRORS("requests the service failed on (500)", "per person");

        private final String what;
        private final String scope;

        Limit(String what, String scope) {
            this.what = what;
            this.scope = scope;
        }
    }

    /** A login (or an agent key's use) under way: its failure stays counted unless {@link #succeeded()} is called. */
    public interface LoginAttempt {
        void succeeded();
    }

    private final boolean enabled;
    private final java.util.Map<Limit, Buckets> buckets = new java.util.EnumMap<>(Limit.class);

    public RateLimits(RateLimitConfig config) {
        this.enabled = config.enabled();
        buckets.put(Limit.QUOTES, new Buckets(Limit.QUOTES, config.quotes(), config.quotesPer()));
        buckets.put(Limit.SUBMISSIONS, new Buckets(Limit.SUBMISSIONS, config.submissions(), config.submissionsPer()));
        buckets.put(Limit.PRICE_CHANGES,
                new Buckets(Limit.PRICE_CHANGES, config.priceChanges(), config.priceChangesPer()));
        buckets.put(Limit.SITE_REGISTRATIONS,
                new Buckets(Limit.SITE_REGISTRATIONS, config.siteRegistrations(), config.siteRegistrationsPer()));
        buckets.put(Limit.LOCAL_JOBS, new Buckets(Limit.LOCAL_JOBS, config.localJobs(), config.localJobsPer()));
        buckets.put(Limit.PREEMPTION_POLICY_CHANGES, new Buckets(Limit.PREEMPTION_POLICY_CHANGES,
                config.preemptionPolicyChanges(), config.preemptionPolicyChangesPer()));
        buckets.put(Limit.AGENT_MODE_CHANGES, new Buckets(Limit.AGENT_MODE_CHANGES, config.agentModeChanges(),
                config.agentModeChangesPer()));
        buckets.put(Limit.PAYOUTS, new Buckets(Limit.PAYOUTS, config.payouts(), config.payoutsPer()));
        buckets.put(Limit.CONTRACT_CHANGES, new Buckets(Limit.CONTRACT_CHANGES, config.contractChanges(),
                config.contractChangesPer()));
        buckets.put(Limit.FAILED_LOGINS_PER_USERNAME, new Buckets(Limit.FAILED_LOGINS_PER_USERNAME,
                config.failedLoginsPerUsername(), config.failedLoginsPer()));
        buckets.put(Limit.FAILED_LOGINS_PER_ADDRESS, new Buckets(Limit.FAILED_LOGINS_PER_ADDRESS,
                config.failedLoginsPerAddress(), config.failedLoginsPer()));
        buckets.put(Limit.FAILED_AGENT_KEYS, new Buckets(Limit.FAILED_AGENT_KEYS,
                config.failedAgentKeysPerAddress(), config.failedLoginsPer()));
        buckets.put(Limit.AGENT_REQUESTS, new Buckets(Limit.AGENT_REQUESTS, config.agentRequests(),
                config.agentRequestsPer()));
        buckets.put(Limit.SERVER_ERRORS, new Buckets(Limit.SERVER_ERRORS, config.serverErrors(),
                config.serverErrorsPer()));
    }

    /** Counts one request of {@code key} against {@code limit}; throws {@link TooManyRequests} past it. */
    public void take(Limit limit, String key) {
        if (enabled) {
            buckets.get(limit).take(key);
        }
    }

    /**
     * Refuses (429) a request of {@code key} while its {@code limit} is spent, without counting it: for limits
     * counted by outcome ({@link Limit#SERVER_ERRORS}), checked before the request runs.
     */
    public void requireRoom(Limit limit, String key) {
        if (enabled) {
            buckets.get(limit).requireRoom(key);
        }
    }

    /** Counts an outcome (a 500) of {@code key} against {@code limit}; never refuses (an empty bucket stays empty). */
    public void count(Limit limit, String key) {
        if (enabled) {
            buckets.get(limit).count(key);
        }
    }

    /**
     * Counts a login against its username's and its address's failed-login limits before the password is
     * checked (so a refused attempt costs no bcrypt work, and parallel attempts cannot overshoot). A success
     * gives both back and clears the username's count.
     */
    public LoginAttempt beginLogin(String username, String clientAddress) {
        if (!enabled) {
            return () -> { };
        }
        Buckets byUsername = buckets.get(Limit.FAILED_LOGINS_PER_USERNAME);
        Buckets byAddress = buckets.get(Limit.FAILED_LOGINS_PER_ADDRESS);
        byUsername.take(username);
        try {
            byAddress.take(clientAddress);
        } catch (TooManyRequests refused) {
            byUsername.giveBack(username);
            throw refused;
        }
        return () -> {
            byUsername.forget(username);
            byAddress.giveBack(clientAddress);
        };
    }

    /**
     * Counts an agent key's use against its client address's failed-key limit before the key is looked up; a
     * success gives it back (like {@link #beginLogin}, so only unknown and revoked keys stay counted).
     */
    public LoginAttempt beginAgentKey(String clientAddress) {
        if (!enabled) {
            return () -> { };
        }
        Buckets byAddress = buckets.get(Limit.FAILED_AGENT_KEYS);
        byAddress.take(clientAddress);
        return () -> byAddress.giveBack(clientAddress);
    }

    /** One limit's buckets by key. */
    private static final class Buckets {
        private final Limit limit;
        private final int requests;
        private final Duration per;
        private final Cache<String, Bucket> byKey;

        Buckets(Limit limit, int requests, Duration per) {
            this.limit = limit;
            this.requests = requests;
            this.per = per;
            this.byKey = Caffeine.newBuilder().maximumSize(KEYS).expireAfterAccess(per).build();
        }

        void take(String key) {
            ConsumptionProbe probe = bucket(key).tryConsumeAndReturnRemaining(1);
            if (!probe.isConsumed()) {
                throw refusal(probe.getNanosToWaitForRefill());
            }
        }

        void requireRoom(String key) {
            Bucket bucket = byKey.getIfPresent(key);
            if (bucket != null) {
                EstimationProbe probe = bucket.estimateAbilityToConsume(1);
                if (!probe.canBeConsumed()) {
                    throw refusal(probe.getNanosToWaitForRefill());
                }
            }
        }

        void count(String key) {
            bucket(key).tryConsume(1);
        }

        private TooManyRequests refusal(long nanosToWait) {
            long retryAfterSeconds = Math.max(1, TimeUnit.NANOSECONDS.toSeconds(nanosToWait
                    + TimeUnit.SECONDS.toNanos(1) - 1));
            return new TooManyRequests("at most " + requests + " " + limit.what + " per " + describe(per) + " "
                    + limit.scope + "; try again in " + retryAfterSeconds + " s", retryAfterSeconds);
        }

        void giveBack(String key) {
            bucket(key).addTokens(1);
        }

        void forget(String key) {
            byKey.invalidate(key);
        }

        private Bucket bucket(String key) {
            return byKey.get(key, ignored -> Bucket.builder()
                    .addLimit(Bandwidth.builder().capacity(requests).refillGreedy(requests, per).build())
                    .build());
        }

        private static String describe(Duration period) {
            return period.toString().substring(2).toLowerCase(java.util.Locale.ROOT);
        }
    }
}
