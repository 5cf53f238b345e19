package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.ApiProblem;

/**
 * What the federation queue (seed 002, strategy QUEUE) shows: a job's place in it, to its user, and the whole
 * queue, head first, to admins. Read on the engine thread, so a place is exact at the moment it is read.
 */
@ApplicationScoped
public class FederationQueueService {
    /** The most queued jobs one admin view lists. */
    public static final int MAX_LISTED = 500;

    private final LiveEngine engine;
    private final AccountService accounts;

    public FederationQueueService(LiveEngine engine, AccountService accounts) {
        this.engine = engine;
        this.accounts = accounts;
    }

    /**
     * A job's place: {@code position} 1 starts next, null when the job is not queued (it started, or ended);
     * {@code length} is how many wait in all.
     */
    public record Place(long jobId, String state, Integer position, int length, String method) {
    }

    /** One queued job as admins see it: whose it is by id and by name. */
    public record Waiting(int position, long jobId, long userId, String username, int processors, long budgetMicroGd,
                          Instant submittedAt, Instant deadlineAt) {
    }

    public record Snapshot(String method, int length, int capacity, Instant now, List<Waiting> jobs) {
    }

    /** The place of job {@code jobId} (404 unless it is the caller's or the caller is an admin). */
    public Place place(AccountService.Person caller, long jobId) {
        return engine.read(state -> {
            JobRecord job = state.job(jobId).orElseThrow(() -> ApiProblem.notFound("job " + jobId));
            JobService.requireVisible(caller, job.id(), job.userId());
            int position = state.queue().position(jobId);
            return new Place(jobId, job.state().name(), position == 0 ? null : position, state.queue().size(),
                    state.queue().methodName());
        });
    }

    /** The first {@code limit} queued jobs (1 to {@value #MAX_LISTED}), head first. */
    public Snapshot snapshot(int limit) {
        if (limit < 1 || limit > MAX_LISTED) {
            throw ApiProblem.invalid("limit", "between 1 and " + MAX_LISTED);
        }
        java.util.Map<Long, String> names = new java.util.HashMap<>();
        accounts.list().forEach(person -> names.put(person.id(), person.username()));
        return engine.read(state -> new Snapshot(state.queue().methodName(), state.queue().size(), state.queue().capacity(),
                Instant.ofEpochSecond(state.now()), state.queue().waiting(limit).stream().map(waiting -> new Waiting(
                        waiting.position(), waiting.job().id(), waiting.job().payerId(),
                        names.get(waiting.job().payerId()), waiting.job().demand().processors(),
                        waiting.job().budgetMicroGd(), Instant.ofEpochSecond(waiting.job().submitSeconds()),
                        deadline(waiting.job().deadlineAtSeconds()))).toList()));
    }

    private static Instant deadline(long atSeconds) {
        return atSeconds == Long.MAX_VALUE ? null : Instant.ofEpochSecond(atSeconds);
    }
}
