package org.gridmarket.app.platform;

import io.smallrye.jwt.auth.principal.DefaultJWTParser;
import io.smallrye.jwt.auth.principal.JWTAuthContextInfo;
import io.smallrye.jwt.auth.principal.JWTParser;
import io.smallrye.jwt.auth.principal.ParseException;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import jakarta.inject.Inject;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.time.InstantSource;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.SecretKey;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The token parser every request goes through, remembering tokens it has verified. A client sends the same
 * token with each request; verifying its RS256 signature and claims again each time was a tenth of the
 * service's CPU per job submission. A remembered token is returned only for exactly the same text
 * (signature included) and only until it expires; anything else is verified by smallrye-jwt as before.
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class VerifiedTokens implements JWTParser {
    /** Enough for every live session of a busy service; past it the memory starts over. */
    private static final int CAPACITY = 10_000;

    private final DefaultJWTParser parser;
    private final InstantSource clock;
    private final Map<String, JsonWebToken> verified = new ConcurrentHashMap<>();

    @Inject
    public VerifiedTokens(DefaultJWTParser parser) {
        this(parser, InstantSource.system());
    }

    VerifiedTokens(DefaultJWTParser parser, InstantSource clock) {
        this.parser = parser;
        this.clock = clock;
    }

    @Override
    public JsonWebToken parse(String token) throws ParseException {
        JsonWebToken known = verified.get(token);
        if (known != null && known.getExpirationTime() > clock.instant().getEpochSecond()) {
            return known;
        }
        verified.remove(token);
        JsonWebToken parsed = parser.parse(token);
        if (verified.size() >= CAPACITY) {
            verified.clear();
        }
        verified.put(token, parsed);
        return parsed;
    }

    @Override
    public JsonWebToken parse(String token, JWTAuthContextInfo context) throws ParseException {
        return parser.parse(token, context);
    }

    @Override
    public JsonWebToken verify(String token, PublicKey key) throws ParseException {
        return parser.verify(token, key);
    }

    @Override
    public JsonWebToken verify(String token, SecretKey key) throws ParseException {
        return parser.verify(token, key);
    }

    @Override
    public JsonWebToken verify(String token, String secret) throws ParseException {
        return parser.verify(token, secret);
    }

    @Override
    public JsonWebToken decrypt(String token, PrivateKey key) throws ParseException {
        return parser.decrypt(token, key);
    }

    @Override
    public JsonWebToken decrypt(String token, SecretKey key) throws ParseException {
        return parser.decrypt(token, key);
    }

    @Override
    public JsonWebToken decrypt(String token, String secret) throws ParseException {
        return parser.decrypt(token, secret);
    }

    @Override
    public JsonWebToken parseOnly(String token) throws ParseException {
        return parser.parseOnly(token);
    }
}
