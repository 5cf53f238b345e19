package org.gridmarket.agent;

/**
 * What the agent remembers of one market job, in its work directory: the Slurm job it became and what has been
 * reported. Records never go back: a job is submitted once, reported started once, its output uploaded once, and
 * once done it is left alone.
 *
 * @param jobId the market's job id
 * @param slurmId the Slurm job id
 * @param startedReported whether the market has been told it started
 * @param outputUploaded whether its output's tail has been uploaded
 * @param done whether nothing more is to be done (reported finished or failed, or cancelled for the market)
 */
public record JobRecord(long jobId, String slurmId, boolean startedReported, boolean outputUploaded, boolean done) {

    /** A job just handed to Slurm. */
    public static JobRecord submitted(long jobId, String slurmId) {
        return new JobRecord(jobId, slurmId, false, false, false);
    }

    /** A job that never reached Slurm and needs nothing more (reported failed before submission). */
    public static JobRecord closed(long jobId) {
        return new JobRecord(jobId, null, false, false, true);
    }

    public JobRecord withStartedReported() {
        return new JobRecord(jobId, slurmId, true, outputUploaded, done);
    }

    public JobRecord withOutputUploaded() {
        return new JobRecord(jobId, slurmId, startedReported, true, done);
    }

    public JobRecord withDone() {
        return new JobRecord(jobId, slurmId, startedReported, outputUploaded, true);
    }
}
