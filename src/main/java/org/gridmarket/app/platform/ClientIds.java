package org.gridmarket.app.platform;

import java.util.regex.Pattern;

/**
 * The one rule for every string a client chooses as an id or key that the service stores: a grant's or a
 * payout's {@code id}, a submission's {@code Idempotency-Key}, and any future one. A client's id never becomes
 * a ledger id as it is: the stored transfer id is derived from its kind, its account and the client's id
 * ({@code grant:<id>}, {@code payout:<owner>:<id>}), so it always starts with its kind's prefix and no client
 * can write an id of the engine's shape ({@code job-N:hold}, {@code job-N:charge}, …), which the engine would
 * need later (issue 30 A). Migration V15 enforces the same in the database: a transfer coded {@code grant} or
 * {@code payout} has its kind's prefix, and no other transfer has one. The client's id is kept inside the
 * derived one, so sending the same request again finds the same transfer (an idempotent replay).
 *
 * <p>An Idempotency-Key is never a ledger id: jobs store it beside the user's id, so each user's keys are a
 * namespace of their own; this class only checks its form.
 */
public final class ClientIds {
    /** What a grant or payout id may be: 1 to 64 of A-Z a-z 0-9 . _ : - (as the ledger's ids always were). */
    public static final String ID_PATTERN = "[A-Za-z0-9._:-]{1,64}";
    public static final String ID_MESSAGE = "1 to 64 of A-Z a-z 0-9 . _ : -";
    /**
     * What an Idempotency-Key may be: 1 to 128 printable ASCII characters (a structured-field string, as the
     * IETF's Idempotency-Key header has it), not starting or ending with a space; no control characters.
     */
    private static final Pattern IDEMPOTENCY_KEY = Pattern.compile("[\\x21-\\x7E]([\\x20-\\x7E]{0,126}[\\x21-\\x7E])?");
    private static final Pattern ID = Pattern.compile(ID_PATTERN);
    private static final Pattern USERNAME = Pattern.compile("[a-z][a-z0-9_.-]{1,31}");

    /** The kinds of client-chosen ledger ids; each is also the transfer's code. */
    public enum Kind {
        /** Treasury → a user's wallet ({@code POST /api/admin/grants}). */
        GRANT("grant"),
        /** An owner's revenue → their payout account ({@code POST /api/revenue/payouts}). */
        PAYOUT("payout");

        private final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }

        /** The transfer code and the id prefix (before its colon) of this kind. */
        public String code() {
            return prefix;
        }
    }

    private ClientIds() {
    }

    /**
     * The ledger id of a grant whose client id is {@code clientId}: {@code grant:<id>}. Grants come from the one
     * treasury, so the treasury is the account and is not spelled out; an id names one grant, whoever it went to.
     */
    public static String grant(String clientId) {
        return Kind.GRANT.prefix + ":" + checked("id", clientId);
    }

    /**
     * The ledger id of owner {@code username}'s payout whose client id is {@code clientId}:
     * {@code payout:<username>:<id>}. Each owner's payout ids are their own, so two owners may both use {@code p1}.
     */
    public static String payout(String username, String clientId) {
        if (username == null || !USERNAME.matcher(username).matches()) {
            throw new IllegalArgumentException("not a username: " + username);
        }
        return Kind.PAYOUT.prefix + ":" + username + ":" + checked("id", clientId);
    }

    /** The client's id inside a derived ledger id of {@code kind}, or null when {@code ledgerId} is not one. */
    public static String clientIdOf(Kind kind, String ledgerId) {
        if (ledgerId == null || !ledgerId.startsWith(kind.prefix + ":")) {
            return null;
        }
        String rest = ledgerId.substring(kind.prefix.length() + 1);
        return kind == Kind.GRANT ? rest : rest.substring(rest.indexOf(':') + 1);
    }

    /** The client's id of a transfer coded as one of the kinds, or null for every other transfer. */
    public static String clientIdOf(String code, String ledgerId) {
        for (Kind kind : Kind.values()) {
            if (kind.prefix.equals(code)) {
                return clientIdOf(kind, ledgerId);
            }
        }
        return null;
    }

    /** {@code key} when it is a valid Idempotency-Key, else a 422 naming the header. */
    public static String idempotencyKey(String key) {
        if (key == null || !IDEMPOTENCY_KEY.matcher(key).matches()) {
            throw ApiProblem.invalid("Idempotency-Key",
                    "a header of 1 to 128 printable ASCII characters is required");
        }
        return key;
    }

    private static String checked(String field, String clientId) {
        if (clientId == null || !ID.matcher(clientId).matches()) {
            throw ApiProblem.invalid(field, ID_MESSAGE);
        }
        return clientId;
    }
}
