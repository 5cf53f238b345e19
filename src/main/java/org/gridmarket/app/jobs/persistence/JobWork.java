package org.gridmarket.app.jobs.persistence;

/**
 * What a job brings to run on a real cluster and what came back (issue 33): whether it carries a script (tables
 * {@code job_scripts}) and whether its site's agent uploaded its output ({@code job_outputs}). The script's text
 * is here only for a new job, until its turn writes it beside the job's row; a job read back knows only that it
 * has one (the text is read on request, {@code GET /api/jobs/{id}/script}).
 *
 * @param script the script of a job not written yet, else null
 */
public record JobWork(String script, boolean hasScript, boolean hasOutput) {
    /** A job that carries no script and has no output. */
    public static final JobWork NONE = new JobWork(null, false, false);

    public JobWork {
        if (script != null && !hasScript) {
            throw new IllegalArgumentException("a job with a script's text has a script");
        }
    }

    /** A new job's work: its script (null: none), to be written with the job. */
    public static JobWork of(String script) {
        return script == null ? NONE : new JobWork(script, true, false);
    }
}
