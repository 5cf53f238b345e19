package org.gridmarket.app.accounts.service;

import java.util.Locale;
import java.util.Optional;

/** What a person may do. One role per account; the token's {@code groups} claim carries it. */
public enum Role {
    /** Spends G$ on jobs; has a wallet. */
    USER,
    /** Owns clusters and posts their prices; has a revenue account. */
    OWNER,
    /** Audits the ledger, grants G$, creates accounts. */
    ADMIN;

    /** Role names as used in tokens and {@code @RolesAllowed}. */
    public static final String USER_NAME = "user";
    public static final String OWNER_NAME = "owner";
    public static final String ADMIN_NAME = "admin";

    public String tokenName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Role> parse(String name) {
        for (Role role : values()) {
            if (role.tokenName().equals(name)) {
                return Optional.of(role);
            }
        }
        return Optional.empty();
    }
}
