package org.gridmarket.app.experiments.persistence;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * The runs' directories: {@code <root>/<id>/run.json} (the record), {@code <root>/<id>/out/} (what the run wrote,
 * every file a client may download) and, for a replay, {@code <root>/<id>/trace.swf[.gz]} (the upload).
 * {@code run.json} is replaced whole (written beside, then moved over), so a crash leaves the old record or the
 * new one, never half of one. Ids come from the directory names: the next is one more than the largest.
 */
public final class RunDirectory {
    private static final Logger LOG = Logger.getLogger(RunDirectory.class);
    /** Files listed for one run at most (a run writes a few dozen). */
    public static final int MAXIMUM_FILES = 2_000;
    private static final String RECORD = "run.json";

    private final Path root;
    private final ObjectMapper json;
    private long lastId;

    public RunDirectory(Path root, ObjectMapper json) {
        this.root = root;
        this.json = json;
        try {
            Files.createDirectories(root);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create the experiments directory " + root, failure);
        }
    }

    public Path root() {
        return root;
    }

    /** Every readable record, by id; a directory whose run.json is missing or unreadable is logged and skipped. */
    public synchronized List<RunRecord> loadAll() {
        List<RunRecord> records = new ArrayList<>();
        try (Stream<Path> entries = Files.list(root)) {
            for (Path entry : entries.sorted().toList()) {
                String name = entry.getFileName().toString();
                if (!name.matches("[1-9][0-9]{0,17}") || !Files.isDirectory(entry)) {
                    continue;
                }
                lastId = Math.max(lastId, Long.parseLong(name));
                Path record = entry.resolve(RECORD);
                if (!Files.isRegularFile(record)) {
                    continue;
                }
                try {
                    records.add(json.readValue(record.toFile(), RunRecord.class));
                } catch (IOException | RuntimeException unreadable) {
                    LOG.warnf("Skipping run directory %s: its run.json cannot be read (%s)", entry,
                            unreadable.getMessage());
                }
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot list " + root, failure);
        }
        records.sort(Comparator.comparingLong(RunRecord::id));
        return records;
    }

    /** A new, empty run directory (with its {@code out/}); its id is unused by any directory before it. */
    public synchronized long create() {
        while (true) {
            long id = Math.incrementExact(lastId);
            lastId = id;
            try {
                Files.createDirectory(directory(id));
                Files.createDirectory(out(id));
                return id;
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                LOG.debugf("run directory %d exists already", id);
            } catch (IOException failure) {
                throw new UncheckedIOException("cannot create a run directory in " + root, failure);
            }
        }
    }

    /** Writes {@code record} as its run's run.json, replacing the one before whole. */
    public void save(RunRecord record) {
        Path target = directory(record.id()).resolve(RECORD);
        Path partial = directory(record.id()).resolve(RECORD + ".partial");
        try {
            Files.write(partial, json.writerWithDefaultPrettyPrinter().writeValueAsBytes(record));
            try {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException notAtomic) {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + target, failure);
        }
    }

    /** Deletes a run directory that never got a record (a refused start). */
    public void discard(long id) {
        try (Stream<Path> paths = Files.walk(directory(id))) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException failure) {
            LOG.warnf("Cannot remove run directory %d: %s", id, failure.getMessage());
        }
    }

    public Path directory(long id) {
        return root.resolve(Long.toString(id));
    }

    /** Where the run writes its outputs; every regular file under it is one of the run's files. */
    public Path out(long id) {
        return directory(id).resolve("out");
    }

    /** The run's files: paths relative to {@code out/} with '/' between directories, sorted, with sizes. */
    public List<RunFile> files(long id) {
        Path out = out(id);
        if (!Files.isDirectory(out)) {
            return List.of();
        }
        try (Stream<Path> paths = Files.walk(out)) {
            return paths.filter(Files::isRegularFile).limit(MAXIMUM_FILES)
                    .map(path -> new RunFile(relativeName(out, path), size(path)))
                    .sorted(Comparator.comparing(RunFile::name)).toList();
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot list " + out, failure);
        }
    }

    /** The file {@code name} names, only when it is one of {@link #files}: a client's name never builds a path. */
    public Optional<Path> file(long id, String name) {
        return files(id).stream().filter(file -> file.name().equals(name)).findFirst()
                .map(file -> out(id).resolve(file.name()));
    }

    /** One downloadable file of a run. */
    public record RunFile(String name, long bytes) {
    }

    private static String relativeName(Path out, Path file) {
        return out.relativize(file).toString().replace(java.io.File.separatorChar, '/');
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException gone) {
            return 0;
        }
    }
}
