package org.gridmarket.app.accounts.service;

import at.favre.lib.crypto.bcrypt.BCrypt;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import org.gridmarket.app.platform.GridmarketConfig;

/** bcrypt password hashes (at.favre.lib bcrypt, version 2b). */
@ApplicationScoped
public class PasswordHasher {
    /** bcrypt reads at most 72 bytes of a password (and this library refuses more): the API's limit. */
    public static final int MAX_PASSWORD_BYTES = 72;
    private final int cost;
    private final String decoy;

    public PasswordHasher(GridmarketConfig config) {
        this.cost = config.auth().bcryptCost();
        this.decoy = hash("decoy password for unknown usernames");
    }

    public String hash(String password) {
        return BCrypt.withDefaults().hashToString(cost, password.toCharArray());
    }

    /** Checks {@code password} against {@code storedHash}; with a null hash, spends the same time and fails. */
    public boolean matches(String password, String storedHash) {
        byte[] hash = (storedHash == null ? decoy : storedHash).getBytes(StandardCharsets.UTF_8);
        boolean verified = BCrypt.verifyer().verify(password.getBytes(StandardCharsets.UTF_8), hash).verified;
        return storedHash != null && verified;
    }
}
