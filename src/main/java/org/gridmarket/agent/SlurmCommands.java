package org.gridmarket.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Slurm's command-line tools, run with {@link ProcessBuilder} (no shell, so nothing in a name or path is
 * interpreted): {@code sbatch}, {@code squeue}, {@code scontrol}, {@code scancel}. They work with any cluster the
 * login node can submit to ({@code SLURM_CONF} and the rest of the environment pass through), where
 * {@code slurmrestd} would need JWT or socket authentication set up on the cluster. Each command has a timeout; a
 * failing one throws {@link SlurmException} with its standard error.
 */
public final class SlurmCommands {
    private final Map<String, String> environment;
    private final Duration timeout;

    /**
     * @param environment variables set on top of the agent's own (the tests set {@code SLURM_CONF}); usually empty
     * @param timeout how long one command may take
     */
    public SlurmCommands(Map<String, String> environment, Duration timeout) {
        this.environment = Map.copyOf(environment);
        this.timeout = timeout;
    }

    /** What {@code sbatch} is asked to run. */
    public record Submission(String name, int tasks, long timeMinutes, Path output, Path directory, Path script,
                             String partition, String account) {
    }

    /**
     * {@code sbatch --parsable}: stdout and stderr both go to {@code output}, the job runs in {@code directory}.
     * Returns the Slurm job id.
     */
    public String submit(Submission submission) {
        List<String> command = new ArrayList<>(List.of("sbatch", "--parsable", "--job-name=" + submission.name(),
                "--ntasks=" + submission.tasks(), "--time=" + submission.timeMinutes(),
                "--output=" + submission.output(), "--error=" + submission.output(),
                "--chdir=" + submission.directory()));
        if (submission.partition() != null) {
            command.add("--partition=" + submission.partition());
        }
        if (submission.account() != null) {
            command.add("--account=" + submission.account());
        }
        command.add(submission.script().toString());
        Result result = execute(command);
        if (result.status() != 0) {
            throw SlurmException.sbatchFailed(String.join(" ", command) + " failed (exit " + result.status() + "): "
                    + result.error().strip(), result.error());
        }
        // --parsable prints "id" or "id;cluster".
        String id = result.output().trim().split(";", 2)[0];
        if (!id.matches("[0-9]+")) {
            throw new SlurmException("sbatch printed no job id: '" + id + "'");
        }
        return id;
    }

    /** The ids of the jobs named {@code name} in any state Slurm still remembers (oldest first). */
    public List<String> findByName(String name) {
        return run(List.of("squeue", "--states=all", "--noheader", "--name=" + name, "--format=%i")).lines()
                .map(String::trim).filter(line -> !line.isEmpty())
                .sorted(Comparator.comparingLong(Long::parseLong)).toList();
    }

    /** {@code scontrol show job -o}; empty once Slurm has forgotten the job (after {@code MinJobAge}). */
    public Optional<SlurmJob> show(String slurmId) {
        Result result = execute(List.of("scontrol", "show", "job", "-o", slurmId));
        if (result.status() != 0 && result.error().contains("Invalid job id")) {
            return Optional.empty();
        }
        String line = check(List.of("scontrol", "show", "job"), result).lines().filter(l -> l.startsWith("JobId="))
                .findFirst().orElseThrow(() -> new SlurmException("scontrol showed no job " + slurmId));
        return Optional.of(SlurmJob.parse(line));
    }

    /** {@code scancel}. */
    public void cancel(String slurmId) {
        run(List.of("scancel", slurmId));
    }

    private String run(List<String> command) {
        return check(command, execute(command));
    }

    private static String check(List<String> command, Result result) {
        if (result.status() != 0) {
            throw new SlurmException(String.join(" ", command) + " failed (exit " + result.status() + "): "
                    + result.error().strip());
        }
        return result.output();
    }

    private record Result(int status, String output, String error) {
    }

    private Result execute(List<String> command) {
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("gridmarket-agent", ".out");
            err = Files.createTempFile("gridmarket-agent", ".err");
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile())
                    .redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null")
                            .toFile()));
            builder.environment().putAll(environment);
            Process process = builder.start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new SlurmException(String.join(" ", command) + " took longer than " + timeout);
            }
            return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException failed) {
            throw new SlurmException(String.join(" ", command) + " could not run: " + failed.getMessage());
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new SlurmException(String.join(" ", command) + " was interrupted");
        } finally {
            deleteQuietly(out);
            deleteQuietly(err);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            if (file != null) {
                Files.deleteIfExists(file);
            }
        } catch (IOException ignored) {
            // A temporary file left behind is harmless.
        }
    }
}
