package org.gridmarket.agent;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The agent's memory, so a restarted agent carries on where it stopped: {@code <dir>/jobs/<job id>/} holds the
 * job's {@code script.sh}, its {@code output.txt} (Slurm writes stdout and stderr there) and {@code record.properties}
 * (the Slurm id and what has been reported, see {@link JobRecord}). A record is replaced atomically (written beside,
 * then moved), so a crash leaves the old record or the new one, never half of one.
 */
public final class WorkDir {
    private final Path root;

    public WorkDir(Path root) {
        this.root = root.toAbsolutePath();
    }

    /** The default: {@code ~/.gridmarket-agent/site-<id>}. */
    public static Path defaultFor(long siteId) {
        return Path.of(System.getProperty("user.home"), ".gridmarket-agent", "site-" + siteId);
    }

    public Path root() {
        return root;
    }

    /** The job's directory (created): Slurm runs the script there. */
    public Path jobDirectory(long jobId) {
        Path directory = root.resolve("jobs").resolve(Long.toString(jobId));
        try {
            Files.createDirectories(directory);
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
        return directory;
    }

    public Path script(long jobId) {
        return jobDirectory(jobId).resolve("script.sh");
    }

    public Path output(long jobId) {
        return jobDirectory(jobId).resolve("output.txt");
    }

    /** The job's record, if the agent has one. */
    public Optional<JobRecord> record(long jobId) {
        Path file = root.resolve("jobs").resolve(Long.toString(jobId)).resolve("record.properties");
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
        return Optional.of(new JobRecord(jobId, properties.getProperty("slurmId"),
                Boolean.parseBoolean(properties.getProperty("startedReported")),
                Boolean.parseBoolean(properties.getProperty("outputUploaded")),
                Boolean.parseBoolean(properties.getProperty("done"))));
    }

    /** Every record, by job id. */
    public List<JobRecord> records() {
        Path jobs = root.resolve("jobs");
        if (!Files.isDirectory(jobs)) {
            return List.of();
        }
        List<JobRecord> records = new ArrayList<>();
        try (Stream<Path> directories = Files.list(jobs)) {
            directories.map(d -> d.getFileName().toString()).filter(name -> name.matches("[0-9]+"))
                    .map(Long::parseLong).sorted(Comparator.naturalOrder())
                    .forEach(id -> record(id).ifPresent(records::add));
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
        return records;
    }

    /** Writes the record, replacing the previous one atomically. */
    public void save(JobRecord record) {
        Properties properties = new Properties();
        if (record.slurmId() != null) {
            properties.setProperty("slurmId", record.slurmId());
        }
        properties.setProperty("startedReported", Boolean.toString(record.startedReported()));
        properties.setProperty("outputUploaded", Boolean.toString(record.outputUploaded()));
        properties.setProperty("done", Boolean.toString(record.done()));
        Path directory = jobDirectory(record.jobId());
        Path next = directory.resolve("record.properties.next");
        try (Writer out = Files.newBufferedWriter(next, StandardCharsets.UTF_8)) {
            properties.store(out, "gridmarket agent: job " + record.jobId());
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
        try {
            Files.move(next, directory.resolve("record.properties"), StandardCopyOption.ATOMIC_MOVE,
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
    }
}
