package org.gridmarket.app.agents.service;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A request's agent key ({@code Authorization: Bearer gmk_...}) and the client address it came from. */
public final class AgentKeyRequest extends BaseAuthenticationRequest {
    private final String secret;
    private final String clientAddress;

    AgentKeyRequest(String secret, String clientAddress) {
        this.secret = secret;
        this.clientAddress = clientAddress;
    }

    String secret() {
        return secret;
    }

    String clientAddress() {
        return clientAddress;
    }
}
