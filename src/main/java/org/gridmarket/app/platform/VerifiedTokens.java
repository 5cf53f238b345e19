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
import java.time.Duration;
import java.time.InstantSource;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.SecretKey;
import org.eclipse.microprofile.jwt.Claims;
import org.eclipse.microprofile.jwt.JsonWebToken;

/**
 * The token parser every request goes through, remembering tokens it has verified. A client sends the same
 * token with each request; verifying its RS256 signature and claims again each time was a tenth of the
 * service's CPU per job submission. A remembered token is returned only for exactly the same text
 * (signature included) and only until it expires; anything else is verified by smallrye-jwt as before.
 *
 * <p>It also refuses what smallrye-jwt lets through: a token without {@code iat}, issued more than
 * {@link #ALLOWED_CLOCK_SKEW} in the future, or valid for longer than {@code gridmarket.auth.token-lifespan}
 * ({@code exp - iat}). smallrye-jwt checks {@code exp} (with {@code mp.jwt.verify.clock.skew}, 60 s) but never
 * how far in the future {@code iat} is, and its {@code smallrye.jwt.time-to-live} would be a second setting
 * for the same lifespan. A token that an issuer dated ahead or made to live for a year is refused (401) even
 * though its signature is good.
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class VerifiedTokens implements JWTParser {
    /** Enough for every live session of a busy service; past it the memory starts over. */
    private static final int CAPACITY = 10_000;
    /** How far ahead of this server's clock a token's issue time may be (the issuer's clock may run ahead). */
    static final Duration ALLOWED_CLOCK_SKEW = Duration.ofSeconds(60);

    private final DefaultJWTParser parser;
    private final InstantSource clock;
    private final Duration lifespan;
    private final Map<String, JsonWebToken> verified = new ConcurrentHashMap<>();

    @Inject
    public VerifiedTokens(DefaultJWTParser parser, GridmarketConfig config) {
        this(parser, InstantSource.system(), config.auth().tokenLifespan());
    }

    VerifiedTokens(DefaultJWTParser parser, InstantSource clock, Duration lifespan) {
        this.parser = parser;
        this.clock = clock;
        this.lifespan = lifespan;
    }

    @Override
    public JsonWebToken parse(String token) throws ParseException {
        JsonWebToken known = verified.get(token);
        if (known != null && known.getExpirationTime() > clock.instant().getEpochSecond()) {
            return known;
        }
        verified.remove(token);
        JsonWebToken parsed = checkTimes(parser.parse(token));
        if (verified.size() >= CAPACITY) {
            verified.clear();
        }
        verified.put(token, parsed);
        return parsed;
    }

    @Override
    public JsonWebToken parse(String token, JWTAuthContextInfo context) throws ParseException {
        return checkTimes(parser.parse(token, context));
    }

    /** {@code token} if it was issued no later than now plus the skew and lives no longer than the lifespan. */
    private JsonWebToken checkTimes(JsonWebToken token) throws ParseException {
        if (!(token.getClaim(Claims.iat.name()) instanceof Number iat)) {
            throw new ParseException("the token has no issue time (iat)");
        }
        long issuedAt = iat.longValue();
        long latestIssue = clock.instant().plus(ALLOWED_CLOCK_SKEW).getEpochSecond();
        if (issuedAt > latestIssue) {
            throw new ParseException("the token was issued in the future (iat " + issuedAt + ")");
        }
        if (token.getExpirationTime() - issuedAt > lifespan.toSeconds()) {
            throw new ParseException("the token is valid for longer than " + lifespan + " (iat " + issuedAt
                    + ", exp " + token.getExpirationTime() + ")");
        }
        return token;
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
