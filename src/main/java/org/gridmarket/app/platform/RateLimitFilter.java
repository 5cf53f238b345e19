package org.gridmarket.app.platform;

import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.smallrye.mutiny.Uni;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.regex.Pattern;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * The one place where requests are counted against {@link RateLimits}, by route and the token's username
 * (issue 18 A5), so the resources know nothing of it. Anonymous requests pass: they are refused 401 anyway.
 * Failed logins are counted where the password is checked (AccountService), since only that knows the outcome.
 * A token that fails verification is not this filter's to answer: the security check that follows gives 401.
 */
public class RateLimitFilter {
    private static final Pattern PRICE = Pattern.compile("/api/sites/[^/]+/price/?");
    private static final Pattern LOCAL_JOBS = Pattern.compile("/api/sites/[^/]+/local-jobs/?");

    private final RateLimits limits;
    private final CurrentIdentityAssociation identity;

    public RateLimitFilter(RateLimits limits, CurrentIdentityAssociation identity) {
        this.limits = limits;
        this.identity = identity;
    }

    @ServerRequestFilter(priority = Priorities.USER)
    public Uni<Response> limit(ContainerRequestContext request) {
        RateLimits.Limit limit = limitOf(request.getMethod(), request.getUriInfo().getPath());
        if (limit == null) {
            return Uni.createFrom().nullItem();
        }
        return identity.getDeferredIdentity().map(caller -> {
            if (!caller.isAnonymous()) {
                try {
                    limits.take(limit, caller.getPrincipal().getName());
                } catch (TooManyRequests refused) {
                    return ProblemMappers.rateLimited(refused, request.getUriInfo());
                }
            }
            return (Response) null;
        }).onFailure().recoverWithNull();
    }

    /** The limit a request counts against, or null. */
    static RateLimits.Limit limitOf(String method, String path) {
        if ("POST".equals(method)) {
            if (path.equals("/api/quotes") || path.equals("/api/quotes/")) {
                return RateLimits.Limit.QUOTES;
            }
            if (path.equals("/api/jobs") || path.equals("/api/jobs/") || LOCAL_JOBS.matcher(path).matches()) {
                return RateLimits.Limit.SUBMISSIONS;
            }
            if (path.equals("/api/sites") || path.equals("/api/sites/")) {
                return RateLimits.Limit.SITE_REGISTRATIONS;
            }
        } else if ("PUT".equals(method) && PRICE.matcher(path).matches()) {
            return RateLimits.Limit.PRICE_CHANGES;
        }
        return null;
    }
}
