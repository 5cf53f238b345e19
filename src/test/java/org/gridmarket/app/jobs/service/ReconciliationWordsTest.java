package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 32 C3: the jobs audit says its money check with every term: charged on jobs = paid to owners + settled
 * through gateways (seed 000's redirected jobs), "≠" and the difference when it does not hold.
 */
class ReconciliationWordsTest {

    @ParameterizedTest(name = "{0} charged, {1} to owners, {2} through gateways: {3}")
    @CsvSource(delimiter = '|', value = {
        "5008750000 | 68630000 | 4940120000 | charged on jobs 5,008.75 G$ = paid to owners 68.63 G$ + settled through gateways 4,940.12 G$",
        "5008750000 | 68630000 | 0          | charged on jobs 5,008.75 G$ ≠ paid to owners 68.63 G$ + settled through gateways 0.00 G$ (4,940.12 G$ charged but never paid on)",
        "0          | 1000000  | 0          | charged on jobs 0.00 G$ ≠ paid to owners 1.00 G$ + settled through gateways 0.00 G$ (1.00 G$ paid on but never charged)",
    })
    void saysEveryTermAndWhetherTheyAgree(long charged, long toOwners, long toGateways, String words) {
        assertThat(Reconciliation.chargeEquation(charged, toOwners, toGateways)).isEqualTo(words);
    }
}
