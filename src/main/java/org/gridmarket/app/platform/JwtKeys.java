package org.gridmarket.app.platform;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The RS256 key pair the service signs its tokens with. Generated once into the data directory
 * ({@code keys/jwt-private.pem}, {@code keys/jwt-public.pem}, private key readable by the owner only) and
 * reused on every later start, so tokens survive restarts. Never committed.
 */
public final class JwtKeys {
    private static final int RSA_BITS = 2048;

    private JwtKeys() {
    }

    /** The key files, created if absent. */
    public record KeyFiles(Path privateKey, Path publicKey) {
    }

    public static KeyFiles ensure(Path keyDirectory) {
        Path privateKey = keyDirectory.resolve("jwt-private.pem");
        Path publicKey = keyDirectory.resolve("jwt-public.pem");
        if (Files.exists(privateKey) && Files.exists(publicKey)) {
            return new KeyFiles(privateKey, publicKey);
        }
        try {
            Files.createDirectories(keyDirectory);
            KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
            generator.initialize(RSA_BITS);
            KeyPair pair = generator.generateKeyPair();
            Files.writeString(publicKey, pem("PUBLIC KEY", pair.getPublic().getEncoded()), StandardCharsets.US_ASCII);
            Files.writeString(privateKey, pem("PRIVATE KEY", pair.getPrivate().getEncoded()), StandardCharsets.US_ASCII);
            restrictToOwner(privateKey);
            return new KeyFiles(privateKey, publicKey);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the JWT key pair to " + keyDirectory, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has RSA", e);
        }
    }

    private static String pem(String type, byte[] der) {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII)).encodeToString(der);
        return "-----BEGIN " + type + "-----\n" + body + "\n-----END " + type + "-----\n";
    }

    private static void restrictToOwner(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: the directory's own permissions are all we have.
        }
    }
}
