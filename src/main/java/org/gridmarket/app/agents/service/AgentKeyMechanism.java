package org.gridmarket.app.agents.service;

import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import org.gridmarket.app.platform.LeaderForwarding;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Set;

/**
 * Authenticates a request whose bearer token is an agent key ({@code gmk_...}) as its site's agent. It runs before
 * smallrye-jwt's mechanism (a higher priority) and answers no identity for any other request, which JWT then
 * handles as before; a {@code gmk_} token never reaches the JWT parser. The key is looked up on a worker thread
 * ({@link AgentKeys#identify}), where the database may be waited for.
 */
@ApplicationScoped
public class AgentKeyMechanism implements HttpAuthenticationMechanism, IdentityProvider<AgentKeyRequest> {
    private static final String BEARER = "Bearer ";

    private final AgentKeys keys;
    private final LeaderForwarding forwarding;

    public AgentKeyMechanism(AgentKeys keys, LeaderForwarding forwarding) {
        this.keys = keys;
        this.forwarding = forwarding;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identities) {
        String header = context.request().getHeader(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, BEARER, 0, BEARER.length())
                || !header.startsWith(AgentKeys.PREFIX, BEARER.length())) {
            return Uni.createFrom().nullItem();
        }
        String address = forwarding.clientAddress(context.request()); // a follower forwards agents' requests
        AgentKeyRequest request = new AgentKeyRequest(header.substring(BEARER.length()).strip(), address);
        return identities.authenticate(HttpSecurityUtils.setRoutingContextAttribute(request, context));
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().item(new ChallengeData(401, "WWW-Authenticate", "Bearer"));
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(AgentKeyRequest.class);
    }

    @Override
    public int getPriority() {
        return HttpAuthenticationMechanism.DEFAULT_PRIORITY + 1_000;
    }

    @Override
    public Class<AgentKeyRequest> getRequestType() {
        return AgentKeyRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(AgentKeyRequest request, AuthenticationRequestContext context) {
        return context.runBlocking(() -> keys.identify(request.secret(), request.clientAddress()));
    }
}
