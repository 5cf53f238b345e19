package org.gridmarket.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What {@code sbatch} is given for a job's script, and which of {@code sbatch}'s refusals fail the job. */
class BatchScriptTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "echo hi\\n                | #!/bin/sh\\necho hi\\n",
            "#!/bin/bash\\necho hi\\n  | #!/bin/bash\\necho hi\\n",
            "' #!/bin/bash\\n'         | '#!/bin/sh\\n #!/bin/bash\\n'",
            "#!/usr/bin/env python3\\n | #!/usr/bin/env python3\\n"})
    void aScriptWithoutItsInterpreterRunsUnderSh(String script, String batch) {
        assertThat(BatchScript.of(script.replace("\\n", "\n"))).isEqualTo(batch.replace("\\n", "\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "sbatch: error: This does not look like a batch script.  The first\\nline must start with #! | "
                    + "This does not look like a batch script.  The first",
            "sbatch: error: Batch job submission failed: Invalid partition name specified | "
                    + "Batch job submission failed: Invalid partition name specified",
            "sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure) | ",
            "sbatch: error: Batch job submission failed: Socket timed out on send/recv operation | ",
            "sbatch: error: Slurm temporarily unable to accept job, sleeping and retrying | "})
    void sbatchsRefusalsFailTheJobWhileTransientErrorsAreTriedAgain(String error, String refusal) {
        assertThat(SlurmException.sbatchFailed("sbatch failed", error.replace("\\n", "\n")).refusal())
                .isEqualTo(refusal);
    }
}
