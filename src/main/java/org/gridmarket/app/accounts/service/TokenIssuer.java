package org.gridmarket.app.accounts.service;

import io.smallrye.jwt.build.Jwt;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Set;
import org.gridmarket.app.platform.GridmarketConfig;

/** Signs login tokens (RS256) carrying the username ({@code upn}) and role ({@code groups}). */
@ApplicationScoped
public class TokenIssuer {
    private final GridmarketConfig config;

    public TokenIssuer(GridmarketConfig config) {
        this.config = config;
    }

    /** A signed token and when it expires. */
    public record Token(String value, Instant expiresAt) {
    }

    public Token issue(String username, Role role) {
        Instant expiresAt = Instant.now().plus(config.auth().tokenLifespan());
        String value = Jwt.upn(username)
                .subject(username)
                .groups(Set.of(role.tokenName()))
                .expiresAt(expiresAt)
                .sign();
        return new Token(value, expiresAt);
    }
}
