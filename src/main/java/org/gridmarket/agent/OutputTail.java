package org.gridmarket.agent;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The tail of a job's output that the agent uploads: its last {@link #MAX_BYTES} bytes (the market's limit on
 * {@code PUT .../output}), starting at a UTF-8 character boundary so the text decodes cleanly. Only the tail is
 * read from the file, however large the output grew.
 */
public final class OutputTail {
    /** What the market takes: 64 KiB of UTF-8. */
    public static final int MAX_BYTES = 65_536;

    private OutputTail() {
    }

    /** The tail of the file as text; empty when the file does not exist (the job wrote nothing). */
    public static String read(Path file) throws IOException {
        if (!Files.exists(file)) {
            return "";
        }
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long length = in.length();
            int count = (int) Math.min(length, MAX_BYTES);
            byte[] bytes = new byte[count];
            in.seek(length - count);
            in.readFully(bytes);
            int start = length > count ? characterStart(bytes, 0) : 0;
            // Bytes that are not UTF-8 decode to U+FFFD (three bytes each): cut again so the upload still fits.
            return of(new String(bytes, start, count - start, StandardCharsets.UTF_8), MAX_BYTES);
        }
    }

    /** The tail of {@code text} within {@code maxBytes} of UTF-8. */
    public static String of(String text, int maxBytes) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        int start = cut(bytes, maxBytes);
        return new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
    }

    /** Where the tail of {@code bytes} within {@code maxBytes} starts. */
    static int cut(byte[] bytes, int maxBytes) {
        return bytes.length <= maxBytes ? 0 : characterStart(bytes, bytes.length - maxBytes);
    }

    /** The first index from {@code from} that is not a UTF-8 continuation byte ({@code 10xxxxxx}). */
    private static int characterStart(byte[] bytes, int from) {
        int start = from;
        while (start < bytes.length && (bytes[start] & 0xC0) == 0x80) {
            start++;
        }
        return start;
    }
}
