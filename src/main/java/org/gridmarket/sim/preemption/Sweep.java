package org.gridmarket.sim.preemption;

import java.util.List;
import org.gridmarket.sim.preemption.PreemptionWorkload.TypeMix;

/**
 * Seed 001 §7.2's three sweeps (step 10 %). BE and DC keep a third of the requests local (1,000 of 3,000) and vary
 * the best-effort or deadline-constrained share of the externals; LOCALS varies the local share of all requests,
 * externals split 1:1 between best effort and deadline-constrained.
 */
public enum Sweep {
    BE("be", "best-effort share of external requests (%)", List.of(10, 20, 30, 40, 50), List.of(10, 30, 50)),
    DC("dc", "deadline-constrained share of external requests (%)", List.of(10, 20, 30, 40, 50),
            List.of(10, 30, 50)),
    LOCALS("locals", "local share of all requests (%)", List.of(20, 30, 40, 50, 60, 70), List.of(20, 45, 70));

    private final String key;
    private final String axisTitle;
    private final List<Integer> fullValues;
    private final List<Integer> quickValues;

    Sweep(String key, String axisTitle, List<Integer> fullValues, List<Integer> quickValues) {
        this.key = key;
        this.axisTitle = axisTitle;
        this.fullValues = fullValues;
        this.quickValues = quickValues;
    }

    /** "be", "dc" or "locals", as in summary.json and the CSVs. */
    public String key() {
        return key;
    }

    public String axisTitle() {
        return axisTitle;
    }

    public List<Integer> values(boolean quick) {
        return quick ? quickValues : fullValues;
    }

    /** The type counts at {@code valuePct} for {@code requests} requests (locals fixed at a third in BE and DC). */
    public TypeMix mix(int valuePct, int requests) {
        int fixedLocals = Math.round(requests / 3f);
        return switch (this) {
            case BE -> {
                int externals = requests - fixedLocals;
                int bestEffort = share(externals, valuePct);
                yield TypeMix.of(fixedLocals, bestEffort, externals - bestEffort);
            }
            case DC -> {
                int externals = requests - fixedLocals;
                int deadlineConstrained = share(externals, valuePct);
                yield TypeMix.of(fixedLocals, externals - deadlineConstrained, deadlineConstrained);
            }
            case LOCALS -> {
                int locals = share(requests, valuePct);
                int externals = requests - locals;
                yield TypeMix.of(locals, externals / 2, externals - externals / 2);
            }
        };
    }

    private static int share(int total, int percent) {
        return (int) Math.round(total * percent / 100.0);
    }
}
