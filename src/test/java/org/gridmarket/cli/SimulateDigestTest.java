package org.gridmarket.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;
import org.gridmarket.core.workload.TraceDirectory;
import org.gridmarket.sim.SummaryJson;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 24: speeding the simulator up must not change a byte of its results. SHA-256 of summary.json (without
 * its wall_seconds line) and of jobs.csv, as written at commit c717593, for the two smallest shared traces
 * under each policy. The full check over all eight traces is scripts/simulator-identity.sh. Skipped when the
 * traces are not found (see {@link TraceDirectory}).
 */
class SimulateDigestTest {

    @TempDir
    Path out;

    @ParameterizedTest(name = "{0} on {1} processors under {2} gives the recorded bytes")
    @CsvSource({
        "NASA-iPSC-1993-3.1-cln.swf.gz, 128, fcfs, "
                + "8a43aa2b15e11c62c093a5d4cf21878c64c21517d30cbd3450ef73298b4cb8d1, "
                + "3f5ef599c63a6a5a208db5c50b381471b1b80d00c17a680d644b5372b097d126",
        "NASA-iPSC-1993-3.1-cln.swf.gz, 128, easy, "
                + "fae380fab92533fc093806035e614a3c28b62a2361859d86ddebba8163d2fee3, "
                + "7b210278d64f6b4e612bdc6b70a1dea17eac662c52288a62ff2deb5d1bb5d040",
        "NASA-iPSC-1993-3.1-cln.swf.gz, 128, conservative, "
                + "da37865d5f39354bac70e1619f412249078a5a43d6bba0bd60c8c7a0a4ea7f3a, "
                + "7b210278d64f6b4e612bdc6b70a1dea17eac662c52288a62ff2deb5d1bb5d040",
        "KTH-SP2-1996-2.1-cln.swf.gz, 100, fcfs, "
                + "2f9e726e1981a9cfdba13a7fb8b413a34951466182561489cfc59351b62464b4, "
                + "8f220f575927c6363c453c92b7b332e695edd1c1ca16fba58dc81f985cc81c9b",
        "KTH-SP2-1996-2.1-cln.swf.gz, 100, easy, "
                + "8d9a414247b105a0f2f556b205ad307fcc1298cf70196d6a5c213b50e92af8b1, "
                + "64a4077231ecfb35fc62b84279fbbc18bf6de86fee942523e870ff5cbfa419b7",
        "KTH-SP2-1996-2.1-cln.swf.gz, 100, conservative, "
                + "cdc3129e231597eb656eb50f591268f56a7347681103a6e4d5f9e376b7b83aef, "
                + "487522ad52b1bbf54e7698982f06edbd8a63e64e817a955dabe9362b7fedb890",
    })
    void replayGivesTheRecordedBytes(String trace, int processors, String policy, String summaryDigest,
            String jobsDigest) throws IOException {
        Optional<Path> file = TraceDirectory.find(trace);
        assumeTrue(file.isPresent(), "trace " + trace + " not found; set GRIDMARKET_TRACES");
        String site = trace.replaceFirst("-[0-9].*", "");

        int exitCode = new CliRun().run("simulate", "--workload", file.get().toString(), "--site",
                site + ":" + processors, "--policy", policy, "--seed", "1", "--no-plots", "--out", out.toString());

        assertEquals(0, exitCode);
        String summary = SummaryJson.withoutWallTime(Files.readString(out.resolve("summary.json")));
        assertEquals(summaryDigest, sha256(summary.getBytes(StandardCharsets.UTF_8)), "summary.json");
        assertEquals(jobsDigest, sha256(Files.readAllBytes(out.resolve("jobs.csv"))), "jobs.csv");
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException missing) {
            throw new IllegalStateException(missing);
        }
    }
}
