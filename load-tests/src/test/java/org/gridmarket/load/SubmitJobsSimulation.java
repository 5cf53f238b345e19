package org.gridmarket.load;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.forAll;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Sustained job submissions at constant arrival rates: each request submits a small job (1 processor, 1 s
 * at reference speed, OFC unless {@code strategy} says otherwise) for one of the demo users with a fresh
 * Idempotency-Key. Tokens are fetched once
 * before the run (login is bcrypt-bound and not what is measured). A warm-up ramps the rate up to the first
 * rate (its requests are reported as {@code warm-up}, so the JIT's work stays out of the measured figures);
 * then each rate holds in turn, reported as {@code submit R/s}. One run, one load-generator JVM for every
 * rate: a fresh JVM per rate would compile itself on the same cores while it measures. The virtual users
 * share a pool of keep-alive connections, as the service's clients behind a gateway would.
 * System properties: {@code gridmarket.url} (http://localhost:8080), {@code gridmarket.management-url} (where
 * the service's metrics are, http://localhost:9000), {@code rate} submissions per second,
 * or {@code rates} as a comma-separated list (1000), {@code seconds} each rate holds (30), {@code warmup}
 * seconds (20), {@code users} (alice,bob,carol), {@code strategy} (OFC; e.g. TENDER), {@code leaseType}
 * (NON_PREEMPTABLE; e.g. SUSPENDABLE, so that the sites' local jobs preempt them), {@code runtimeSeconds} (1),
 * {@code redirectedPct} (0): that share of each rate is submitted by {@code redirectedUser} (alice, whose demo grid
 * west has at most 512 processors) for {@code redirectedProcessors} (1,024) processors, so that her grid's gateway
 * redirects every one of them to a peer grid under a contract (seed 000). Loopback
 * only; the run
 * stops by itself. The host's steal
 * time and the service's own latency counts are sampled every second of the run ({@link RunSampler}) and
 * reported at its end, over the whole run and after the warm-up.
 */
public class SubmitJobsSimulation extends Simulation {
    /** One service, or several replicas separated by commas: the submissions go to them round robin. */
    private static final List<String> URLS = Stream.of(System.getProperty("gridmarket.url", "http://localhost:8080")
            .split(",")).map(String::trim).toList();
    private static final String URL = URLS.get(0);
    private static final String MANAGEMENT_URL = System.getProperty("gridmarket.management-url", "http://localhost:9000");
    private static final List<Integer> RATES = Stream.of(System.getProperty("rates",
            System.getProperty("rate", "1000")).split(",")).map(String::trim).map(Integer::valueOf).toList();
    private static final int SECONDS = Integer.getInteger("seconds", 30);
    private static final int WARMUP = Integer.getInteger("warmup", 20);
    private static final String[] USERS = System.getProperty("users", "alice,bob,carol").split(",");
    private static final String JOB = "{\"processors\":1,\"runtimeSeconds\":" + Integer.getInteger("runtimeSeconds", 1)
            + ",\"budgetMicroGd\":100000000,"
            + "\"deadlineSeconds\":100000000,\"strategy\":\"" + System.getProperty("strategy", "OFC")
            + "\",\"leaseType\":\"" + System.getProperty("leaseType", "NON_PREEMPTABLE") + "\"}";
    private static final int REDIRECTED_PCT = Integer.getInteger("redirectedPct", 0);
    private static final String REDIRECTED_USER = System.getProperty("redirectedUser", "alice");
    private static final String WIDE_JOB = JOB.replace("\"processors\":1,",
            "\"processors\":" + Integer.getInteger("redirectedProcessors", 1024) + ",");
    private static final Pattern TOKEN = Pattern.compile("\"accessToken\"\\s*:\\s*\"([^\"]+)\"");

    private final List<String> tokens = login(USERS);
    private final String redirectedToken = REDIRECTED_PCT > 0 ? login(new String[] {REDIRECTED_USER}).get(0) : null;
    private final RunSampler sampler = new RunSampler(MANAGEMENT_URL);
    private final AtomicLong next = new AtomicLong();

    private final Iterator<Map<String, Object>> feeder = Stream.generate(() -> Map.<String, Object>of(
            "token", tokens.get((int) (next.getAndIncrement() % tokens.size())),
            "key", UUID.randomUUID().toString())).iterator();

    private final HttpProtocolBuilder protocol = http.baseUrls(URLS).contentTypeHeader("application/json")
            .shareConnections();

    private ScenarioBuilder submissions(String name) {
        return scenario(name).feed(feeder)
                .exec(http(name).post("/api/jobs")
                        .header("Authorization", "Bearer #{token}")
                        .header("Idempotency-Key", "#{key}")
                        .body(StringBody(JOB))
                        .check(status().is(201)));
    }

    /** Wide jobs of the redirected user, one fresh key each: its home grid cannot take them. */
    private ScenarioBuilder redirected(String name) {
        Iterator<Map<String, Object>> keys = Stream.generate(() -> Map.<String, Object>of("key",
                UUID.randomUUID().toString())).iterator();
        return scenario(name).feed(keys)
                .exec(http(name).post("/api/jobs")
                        .header("Authorization", "Bearer " + redirectedToken)
                        .header("Idempotency-Key", "#{key}")
                        .body(StringBody(WIDE_JOB))
                        .check(status().is(201)));
    }

    /** The population at {@code rate} submissions per second: the redirected share apart, if any. */
    private PopulationBuilder[] atRate(String name, int rate) {
        double wide = rate * REDIRECTED_PCT / 100.0;
        if (wide <= 0) {
            return new PopulationBuilder[] {submissions(name)
                    .injectOpen(constantUsersPerSec(rate).during(Duration.ofSeconds(SECONDS)))};
        }
        return new PopulationBuilder[] {
            submissions(name).injectOpen(constantUsersPerSec(rate - wide).during(Duration.ofSeconds(SECONDS))),
            redirected(name + " redirected").injectOpen(constantUsersPerSec(wide).during(Duration.ofSeconds(SECONDS)))};
    }

    {
        PopulationBuilder run = submissions("warm-up")
                .injectOpen(rampUsersPerSec(1).to(RATES.get(0)).during(Duration.ofSeconds(WARMUP)));
        for (int step = 0; step < RATES.size(); step++) {
            int rate = RATES.get(step);
            boolean repeated = RATES.subList(0, step).contains(rate);
            PopulationBuilder[] populations = atRate("submit " + rate + "/s"
                    + (repeated ? " (step " + (step + 1) + ")" : ""), rate);
            run = run.andThen(populations);
        }
        setUp(run).protocols(protocol).assertions(forAll().failedRequests().percent().lt(1.0));
    }

    @Override
    public void before() {
        System.out.println(sampler.start());
    }

    @Override
    public void after() {
        List<RunSampler.Second> seconds = sampler.stop();
        if (!seconds.isEmpty()) {
            System.out.println("whole run:\n" + RunSampler.report(seconds,
                    Path.of("target", "run-" + seconds.get(0).epochSecond() + ".csv")));
            System.out.println("after the warm-up:\n" + RunSampler.summary(
                    seconds.subList(Math.min(WARMUP, seconds.size()), seconds.size())));
        }
    }

    private static List<String> login(String[] users) {
        HttpClient client = HttpClient.newHttpClient();
        List<String> tokens = new ArrayList<>();
        for (String user : users) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(URL + "/api/auth/login"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(
                            "{\"username\":\"" + user + "\",\"password\":\"demo\"}"))
                    .build();
            try {
                Matcher token = TOKEN.matcher(client.send(request, HttpResponse.BodyHandlers.ofString()).body());
                if (!token.find()) {
                    throw new IllegalStateException("could not log in as " + user + " at " + URL);
                }
                tokens.add(token.group(1));
            } catch (IOException e) {
                throw new IllegalStateException("gridmarket is not reachable at " + URL, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return tokens;
    }
}
