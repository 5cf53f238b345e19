package org.gridmarket.core.preemption;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 32 D: what each policy of seed 001 §6 does, in the words a user whose job it interrupted reads after "the
 * cluster's policy …"; the paper's name stays the policy's {@code name()}, never in those words.
 */
class PolicyWordsTest {

    @ParameterizedTest(name = "{0}: the cluster''s policy {1}")
    @CsvSource(delimiter = '|', value = {
        "NOP  | never interrupts a job: local jobs wait for free processors",
        "MOV  | interrupts the jobs whose interruption costs the least overhead",
        "MLIP | interrupts the fewest jobs",
        "MOML | interrupts the fewest jobs among the choices of at most the median overhead",
    })
    void eachPolicySaysWhatItDoesWithoutThePapersName(String name, String words) {
        PreemptionPolicy policy = PreemptionPolicies.byName(name);
        assertThat(policy.name()).isEqualTo(name);
        assertThat(policy.inWords()).isEqualTo(words).doesNotContain("MOV", "MLIP", "MOML", "NOP", "lease");
    }
}
