package org.gridmarket.app.platform;

/** 429: a rate limit is spent; {@link ProblemMappers} adds {@code Retry-After} with {@link #retryAfterSeconds}. */
public class TooManyRequests extends ApiProblem {
    private final long retryAfterSeconds;

    public TooManyRequests(String detail, long retryAfterSeconds) {
        super(429, "rate-limited", "Too many requests", detail);
        this.retryAfterSeconds = retryAfterSeconds;
    }

    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
