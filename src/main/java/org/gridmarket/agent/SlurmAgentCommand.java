package org.gridmarket.agent;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code agent slurm}: serves one site of the market from a Slurm cluster's login node. Slurm is whichever
 * cluster {@code SLURM_CONF} and the usual Slurm environment name; the script of each job runs under the Unix
 * account that runs this command.
 */
@Command(name = "slurm", mixinStandardHelpOptions = true,
        description = "Run the market's jobs for one site on a Slurm cluster: sbatch, report, upload output.")
public final class SlurmAgentCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--market", required = true, description = "The market's base URL, e.g. https://market.example")
    URI market;

    @Option(names = "--site", required = true, description = "The site's id in the market.")
    long siteId;

    @Option(names = "--key-file", required = true, description = "File holding the site's agent key (gmk_...).")
    Path keyFile;

    @Option(names = "--partition", description = "Slurm partition for the jobs (default: the cluster's default).")
    String partition;

    @Option(names = "--account", description = "Slurm account charged for the jobs.")
    String account;

    @Option(names = "--poll-interval", defaultValue = "5s", converter = DurationConverter.class,
            description = "Time between polls (default ${DEFAULT-VALUE}).")
    Duration pollInterval;

    @Option(names = "--time-margin", defaultValue = "60s", converter = DurationConverter.class,
            description = "Added to a job's planned runtime for its Slurm time limit (default ${DEFAULT-VALUE}).")
    Duration timeMargin;

    @Option(names = "--work-dir", description = "Where the agent keeps scripts, outputs and its records "
            + "(default ~/.gridmarket-agent/site-<id>).")
    Path workDir;

    @Option(names = "--once", description = "Poll once and exit (0 when the poll completed).")
    boolean once;

    @Override
    public Integer call() throws IOException {
        PrintWriter log = spec.commandLine().getOut();
        if (pollInterval.isNegative() || pollInterval.isZero() || timeMargin.isNegative()) {
            throw new ParameterException(spec.commandLine(), "--poll-interval must be positive and --time-margin "
                    + "not negative");
        }
        String key = Files.isReadable(keyFile) ? Files.readString(keyFile, StandardCharsets.UTF_8).trim() : "";
        if (key.isEmpty()) {
            spec.commandLine().getErr().println("error: no agent key in " + keyFile + " (create one on the site's "
                    + "page and save it there)");
            spec.commandLine().getErr().flush();
            return PollLoop.EXIT_REFUSED;
        }
        WorkDir directory = new WorkDir(workDir == null ? WorkDir.defaultFor(siteId) : workDir);
        MarketClient client = new HttpMarketClient(market, siteId, key, "gridmarket agent slurm on "
                + hostname());
        SlurmAgent agent = new SlurmAgent(client, new SlurmCommands(Map.of(), Duration.ofSeconds(60)), directory,
                new SlurmAgent.Settings(partition, account, timeMargin.toSeconds()), log, Clock.systemUTC(),
                ZoneId.systemDefault());
        PollLoop loop = new PollLoop(agent, pollInterval, log, Clock.systemUTC());
        log.println(Clock.systemUTC().instant() + " agent: site " + siteId + " at " + market + ", work dir "
                + directory.root() + ", polling every " + pollInterval.toSeconds() + " s");
        log.flush();
        if (once) {
            return loop.run(true);
        }
        CountDownLatch finished = new CountDownLatch(1);
        Thread stopper = new Thread(() -> {
            loop.stop();
            try {
                finished.await(2, TimeUnit.MINUTES);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        }, "agent-stop");
        Runtime.getRuntime().addShutdownHook(stopper);
        try {
            return loop.run(false);
        } finally {
            finished.countDown();
        }
    }

    private static String hostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException unknown) {
            return "an unnamed host";
        }
    }

    /** {@code 5s}, {@code 2m}, {@code 1h} or an ISO-8601 duration ({@code PT5S}). */
    static final class DurationConverter implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            String text = value.trim().toLowerCase(Locale.ROOT);
            if (text.matches("[0-9]+[smh]")) {
                long amount = Long.parseLong(text.substring(0, text.length() - 1));
                return switch (text.charAt(text.length() - 1)) {
                    case 's' -> Duration.ofSeconds(amount);
                    case 'm' -> Duration.ofMinutes(amount);
                    default -> Duration.ofHours(amount);
                };
            }
            return Duration.parse(value.trim().toUpperCase(Locale.ROOT));
        }
    }
}
