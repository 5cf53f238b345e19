package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.quarkus.arc.ClientProxy;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTParser;
import io.smallrye.jwt.auth.principal.ParseException;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;

/** Requests reuse a verified token until it expires; anything else is verified as before. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class VerifiedTokensTest {
    @Inject
    JWTParser parser;

    @Inject
    DefaultJWTParser smallrye;

    @Test
    void requestsGoThroughTheRememberingParser() throws ParseException {
        assertThat(ClientProxy.unwrap(parser)).isInstanceOf(VerifiedTokens.class);
        String token = Api.token("alice");
        JsonWebToken first = parser.parse(token);
        assertThat(parser.parse(token)).isSameAs(first);
        assertThat(first.getName()).isEqualTo("alice");
    }

    @Test
    void aRememberedTokenIsVerifiedAgainOnceItsExpiryHasPassed() throws ParseException {
        String token = Api.token("bob");
        long expiry = smallrye.parse(token).getExpirationTime();
        Clock[] now = {Clock.fixed(Instant.ofEpochSecond(expiry - 1), ZoneOffset.UTC)};
        VerifiedTokens tokens = new VerifiedTokens(smallrye, () -> now[0].instant(), java.time.Duration.ofHours(8));
        JsonWebToken first = tokens.parse(token);
        assertThat(tokens.parse(token)).isSameAs(first);
        now[0] = Clock.fixed(Instant.ofEpochSecond(expiry), ZoneOffset.UTC);
        assertThat(tokens.parse(token)).isNotSameAs(first);
    }

    @Test
    void aTamperedTokenIsNeverTakenFromMemory() throws ParseException {
        String token = Api.token("carol");
        parser.parse(token);
        String tampered = token.substring(0, token.length() - 4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
        assertThatThrownBy(() -> parser.parse(tampered)).isInstanceOf(ParseException.class);
    }
}
