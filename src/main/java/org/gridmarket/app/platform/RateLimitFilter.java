package org.gridmarket.app.platform;

import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.Response;
import java.util.regex.Pattern;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * The one place where requests are counted against {@link RateLimits}, by route and the token's username
 * (issue 18 A5), so the resources know nothing of it. Anonymous requests pass: they are refused 401 anyway.
 * Failed logins are counted where the password is checked (AccountService), since only that knows the outcome.
 * A token that fails verification is not this filter's to answer: the security check that follows gives 401.
 */
public class RateLimitFilter {
    private static final Pattern PRICE = Pattern.compile("/api/sites/[^/]+/price/?");
    private static final Pattern PREEMPTION = Pattern.compile("/api/sites/[^/]+/preemption/?");
    private static final Pattern AGENT_MODE = Pattern.compile("/api/sites/[^/]+/(agent-mode|accepts-scripts)/?");
    private static final Pattern LOCAL_JOBS = Pattern.compile("/api/sites/[^/]+/local-jobs/?");
    private static final Pattern CONTRACTS = Pattern.compile("/api/admin/contracts(/[^/]+/end)?/?");

    private final RateLimits limits;
    private final CurrentIdentityAssociation identity;

    public RateLimitFilter(RateLimits limits, CurrentIdentityAssociation identity) {
        this.limits = limits;
        this.identity = identity;
    }

    @ServerRequestFilter(priority = Priorities.USER)
    public Uni<Response> limit(ContainerRequestContext request) {
        RateLimits.Limit limit = limitOf(request.getMethod(), request.getUriInfo().getPath());
        boolean write = !"GET".equals(request.getMethod()) && !"HEAD".equals(request.getMethod());
        if (limit == null && !write) {
            return Uni.createFrom().nullItem();
        }
        return identity.getDeferredIdentity().map(caller -> {
            if (!caller.isAnonymous()) {
                try {
                    if (write) {
                        limits.requireRoom(RateLimits.Limit.SERVER_ERRORS, caller.getPrincipal().getName());
                    }
                    if (limit != null) {
                        limits.take(limit, caller.getPrincipal().getName());
                    }
                } catch (TooManyRequests refused) {
                    return ProblemMappers.rateLimited(refused, request.getUriInfo());
                }
            }
            return (Response) null;
        }).onFailure().recoverWithNull();
    }

    /**
     * Counts each 500 answered to a signed-in person ({@link RateLimits.Limit#SERVER_ERRORS}): an unexpected
     * failure is a bug, and in the engine each one costs a rebuild that everyone waits for, so a person whose
     * requests keep failing is slowed down (their writes and quotes refused 429) before they reach the engine
     * again. A 503 (busy, stopping) is not counted.
     */
    @ServerResponseFilter
    public void countServerErrors(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getStatus() == 500 && request.getSecurityContext() != null
                && request.getSecurityContext().getUserPrincipal() != null) {
            limits.count(RateLimits.Limit.SERVER_ERRORS, request.getSecurityContext().getUserPrincipal().getName());
        }
    }

    /**
     * The limit a request counts against, or null. Paths reach here canonical ({@link StrictRequests}), so a
     * matrix parameter or an empty segment cannot slip a write past its limit.
     */
    static RateLimits.Limit limitOf(String method, String path) {
        if ("POST".equals(method)) {
            return postLimitOf(path);
        }
        if ("PUT".equals(method)) {
            if (PRICE.matcher(path).matches()) {
                return RateLimits.Limit.PRICE_CHANGES;
            }
            if (PREEMPTION.matcher(path).matches()) {
                return RateLimits.Limit.PREEMPTION_POLICY_CHANGES;
            }
            if (AGENT_MODE.matcher(path).matches()) {
                return RateLimits.Limit.AGENT_MODE_CHANGES;
            }
        }
        return null;
    }

    private static RateLimits.Limit postLimitOf(String path) {
        if (path.equals("/api/quotes") || path.equals("/api/quotes/")) {
            return RateLimits.Limit.QUOTES;
        }
        if (path.equals("/api/jobs") || path.equals("/api/jobs/")) {
            return RateLimits.Limit.SUBMISSIONS;
        }
        if (LOCAL_JOBS.matcher(path).matches()) {
            return RateLimits.Limit.LOCAL_JOBS;
        }
        if (path.equals("/api/sites") || path.equals("/api/sites/")) {
            return RateLimits.Limit.SITE_REGISTRATIONS;
        }
        if (path.equals("/api/revenue/payouts") || path.equals("/api/revenue/payouts/")) {
            return RateLimits.Limit.PAYOUTS;
        }
        if (CONTRACTS.matcher(path).matches()) {
            return RateLimits.Limit.CONTRACT_CHANGES;
        }
        return null;
    }
}
