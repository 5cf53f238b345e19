package org.gridmarket.app.jobs.service;

import java.util.List;
import java.util.Locale;
import org.gridmarket.core.engine.ModelHorizon;

/**
 * Why the market refused a submission, as one of a small closed set of stable words: the {@code reason} tag of
 * {@code gridmarket_submissions_total} ({@link SubmissionMeters}). The core tells a rejection in plain words for
 * the user (each strategy its own, with amounts and names in them); this reads those words by the phrases the
 * core uses, first match wins, so a metric's labels stay few whatever the sentence says. A sentence no rule
 * knows counts as {@link #OTHER}: {@code RejectionReasonTest} holds every phrase the core writes today.
 */
enum RejectionReason {
    /** Not refused (the tag of an accepted or queued submission). */
    NONE("none"),
    /** No site within the job's budget (seed 004 §3.3's DBC, the queue's sites) or no bid worth it (seed 003). */
    BUDGET("budget"),
    /** The wallet could not hold the price or the queued job's budget (the Grid-Bank refused the hold). */
    FUNDS("funds"),
    /** No site could finish the job by its deadline. */
    DEADLINE("deadline"),
    /** No site has the processors the job asks for. */
    PROCESSORS("processors"),
    /** A job with a script and no real cluster that runs scripts, or a site that runs only such jobs. */
    SCRIPTS("scripts"),
    /** The home grid could not take it and no other grid did under its contracts (seed 000 §5). */
    PEERING("peering"),
    /** Its deadline or finish lies past the model's horizon. */
    HORIZON("horizon"),
    /** The federation queue (seed 002) held its limit of jobs. */
    QUEUE_FULL("queue-full"),
    /** No site has posted a price, the site left the market, or a way of placing the market does not run. */
    NO_SITE("no-site"),
    OTHER("other");

    /** A phrase of the core's words and the reason it means, in the order they are tried. */
    private record Rule(String phrase, RejectionReason reason) {
    }

    private static final List<Rule> RULES = List.of(
            new Rule("insufficient funds", FUNDS),
            new Rule("grid-bank refused", FUNDS),
            new Rule("script", SCRIPTS),
            new Rule(lower(ModelHorizon.BEYOND), HORIZON),
            new Rule(lower(ModelHorizon.DEADLINE_BEYOND), HORIZON),
            // Seed 000's gateway: "grid west (home): ...; grid south: ..." or "contract 3 with grid south has ended".
            new Rule("grid ", PEERING),
            new Rule("contract ", PEERING),
            new Rule("within budget can finish", DEADLINE),
            new Rule("budget", BUDGET),
            new Rule("non-negative utility", BUDGET),
            new Rule("processors", PROCESSORS),
            new Rule("deadline", DEADLINE),
            new Rule("too late", DEADLINE),
            new Rule("posted a price", NO_SITE),
            new Rule("left the market", NO_SITE),
            new Rule("does not run", NO_SITE));

    private final String word;

    RejectionReason(String word) {
        this.word = word;
    }

    /** The tag's value. */
    String word() {
        return word;
    }

    /** The reason the core's words {@code rejection} give (null or blank: {@link #OTHER}). */
    static RejectionReason of(String rejection) {
        if (rejection == null || rejection.isBlank()) {
            return OTHER;
        }
        String words = lower(rejection);
        for (Rule rule : RULES) {
            boolean peering = rule.reason() == PEERING;
            if (peering ? words.startsWith(rule.phrase()) : words.contains(rule.phrase())) {
                return rule.reason();
            }
        }
        return OTHER;
    }

    private static String lower(String words) {
        return words.toLowerCase(Locale.ROOT);
    }
}
