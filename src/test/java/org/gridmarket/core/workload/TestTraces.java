package org.gridmarket.core.workload;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** Paths of the synthetic SWF files under src/test/resources/swf. */
final class TestTraces {

    private TestTraces() {
    }

    static Path resource(String name) {
        try {
            return Path.of(TestTraces.class.getResource("/swf/" + name).toURI());
        } catch (URISyntaxException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
