package org.gridmarket.architecture;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Source-level guards beside the ArchUnit rules of {@link CoreIsPlainJavaTest}: every package has a
 * package-info.java saying what lives there, and no source file is long.
 */
class SourceHygieneTest {

    private static final Path MAIN = Path.of("src", "main", "java", "org", "gridmarket");
    private static final int MAXIMUM_LINES = 400;
    @Test
    void everyPackageSaysWhatLivesThere() throws IOException {
        try (Stream<Path> directories = Files.walk(MAIN)) {
            for (Path directory : directories.filter(Files::isDirectory).toList()) {
                boolean hasSources = javaFiles(directory).stream().anyMatch(file -> file.getParent().equals(directory));
                if (hasSources) {
                    assertTrue(Files.exists(directory.resolve("package-info.java")), directory.toString());
                }
            }
        }
    }

    @Test
    void noSourceFileIsLong() throws IOException {
        for (Path source : javaFiles(MAIN)) {
            assertTrue(Files.readAllLines(source).size() <= MAXIMUM_LINES, source.toString());
        }
    }

    private static List<Path> javaFiles(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java")).toList();
        }
    }
}
