package org.gridmarket.app.platform;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Generated passwords kept in files readable by their owner only (mode 600), like the token keys: created
 * once, read on every later start. A password is {@code n} random bytes in URL-safe Base64 (no padding), so
 * it needs no quoting anywhere.
 */
public final class Secrets {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Secrets() {
    }

    /** {@code bytes} random bytes (SecureRandom) in URL-safe Base64 without padding. */
    public static String generate(int bytes) {
        byte[] random = new byte[bytes];
        RANDOM.nextBytes(random);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
    }

    /** The password in {@code file}, generated into a new owner-only file if there is none. */
    static String ensure(Path file, int bytes) throws IOException {
        if (Files.exists(file)) {
            String stored = Files.readString(file, StandardCharsets.US_ASCII).strip();
            if (stored.isEmpty()) {
                throw new IOException(file + " is empty");
            }
            return stored;
        }
        Files.createDirectories(file.getParent());
        try {
            createOwnerOnly(file);
        } catch (FileAlreadyExistsException raced) {
            return ensure(file, bytes);
        }
        return write(file, bytes);
    }

    /** Generates a password into {@code file} (made readable by its owner only) and returns it. */
    static String write(Path file, int bytes) throws IOException {
        restrictToOwner(file);
        String password = generate(bytes);
        Files.writeString(file, password + "\n", StandardCharsets.US_ASCII, StandardOpenOption.TRUNCATE_EXISTING);
        return password;
    }

    private static void createOwnerOnly(Path file) throws IOException {
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException notPosix) {
            Files.createFile(file);
        }
    }

    private static void restrictToOwner(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException notPosix) {
            // Not a POSIX file system: the directory's own permissions are all we have.
        }
    }
}
