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
    /**
     * A site's agent, authenticated by one of the site's agent keys (issue 33): not an account's role (no person
     * has it), and it may call only its own site's agent endpoints ({@code /api/sites/{id}/agent/**}).
     */
    public static final String AGENT_NAME = "agent";
    /**
     * The security identity's attribute holding the site of an agent key: set only by the agent key mechanism,
     * never from a token, so a token's {@code groups} claim cannot make anyone an agent.
     */
    public static final String AGENT_SITE_ATTRIBUTE = "gridmarket.agent-site";

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
