package org.gridmarket.app.ledger.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.gridmarket.app.ledger.persistence.LedgerQueries;
import org.gridmarket.core.ledger.AccountKind;

/**
 * Ledger accounts as people read them: "alice's wallet", "owner1's revenue", "owner1's payouts", "treasury",
 * "ctc gateway" — so statements and transfers name accounts, never bare ids (issue 18, C5/C6). An account's
 * kind, name and user never change and accounts are never deleted or renumbered (migration V4), so each
 * name is looked up once and cached for good: one entry per account, O(1) after the first look-up.
 */
@ApplicationScoped
public class AccountNames {
    private final LedgerQueries queries;
    private final Map<Long, String> names = new ConcurrentHashMap<>();

    public AccountNames(LedgerQueries queries) {
        this.queries = queries;
    }

    /** The display name of account {@code accountId}, or {@code "account N"} if there is no such account. */
    public String of(long accountId) {
        String cached = names.get(accountId);
        if (cached != null) {
            return cached;
        }
        return queries.account(accountId)
                .map(row -> {
                    String name = displayName(row.kind(), row.name(), row.username());
                    names.put(accountId, name);
                    return name;
                })
                .orElse("account " + accountId);
    }

    /** The one rule for an account's display name. */
    public static String displayName(AccountKind kind, String accountName, String username) {
        if (username == null) {
            return kind == AccountKind.GATEWAY_SETTLEMENT && accountName.startsWith(GATEWAY_PREFIX)
                    ? accountName.substring(GATEWAY_PREFIX.length()) + " gateway" : accountName;
        }
        return switch (kind) {
            case USER_WALLET -> username + "'s wallet";
            case OWNER_REVENUE -> username + "'s revenue";
            case OWNER_PAYOUT -> username + "'s payouts";
            case TREASURY, GATEWAY_SETTLEMENT -> accountName;
        };
    }

    private static final String GATEWAY_PREFIX = "gateway:";
}
