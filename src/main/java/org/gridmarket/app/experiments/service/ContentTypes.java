package org.gridmarket.app.experiments.service;

import java.util.Locale;
import java.util.Map;

/** The media type a run's file is served as, from its extension; anything unknown is octet-stream. */
public final class ContentTypes {
    private static final Map<String, String> BY_EXTENSION = Map.of("md", "text/markdown", "csv", "text/csv",
            "png", "image/png", "svg", "image/svg+xml", "json", "application/json", "swf", "text/plain",
            "txt", "text/plain");

    private ContentTypes() {
    }

    public static String of(String fileName) {
        int dot = fileName.lastIndexOf('.');
        String extension = dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        return BY_EXTENSION.getOrDefault(extension, "application/octet-stream");
    }
}
