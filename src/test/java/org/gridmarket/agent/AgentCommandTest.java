package org.gridmarket.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.gridmarket.agent.FakeMarketServer.Answer;
import org.gridmarket.agent.MarketClient.Delivery;
import org.gridmarket.agent.MarketClient.Event;
import org.gridmarket.cli.GridmarketCli;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code agent slurm} and its HTTP client against a fake market: the key, the time scale, paging, statuses. */
class AgentCommandTest {
    private static final String AGENT = "/api/sites/9/agent";

    @TempDir
    Path temp;
    private FakeMarketServer market;
    private Path keyFile;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void startMarket() throws IOException {
        market = new FakeMarketServer();
        keyFile = Files.writeString(temp.resolve("agent.key"), "gmk_secret\n");
        market.answer(AGENT + "/heartbeat", r -> Answer.json(
                "{\"timeScale\":1.0,\"offlineAfterSeconds\":60,\"serverTime\":\"2026-11-28T10:00:00Z\"}"));
        market.answer(AGENT + "/assignments", r -> Answer.json("[]"));
    }

    @AfterEach
    void stopMarket() {
        market.close();
    }

    @Test
    void theServicesLauncherHandsAgentToTheCommandLineWithoutBootingTheService() {
        assertThat(GridmarketCli.handles("agent")).isTrue();
        assertThat(run("agent", "slurm", "--help")).isZero();
        assertThat(out.toString()).contains("--market").contains("--key-file").contains("--time-margin")
                .contains("--once");
    }

    @Test
    void onePollSendsTheTrimmedKeyAndAHeartbeatAndExitsZero() {
        assertThat(agent("--once")).isZero();
        assertThat(market.requests).extracting(FakeMarketServer.Request::pathAndQuery)
                .containsExactly(AGENT + "/heartbeat", AGENT + "/assignments?page=0&size=200");
        assertThat(market.requests).allSatisfy(r -> assertThat(r.authorization()).isEqualTo("Bearer gmk_secret"));
        assertThat(market.requests.get(0).body()).contains("\"agent\":\"gridmarket agent slurm on ");
    }

    @Test
    void aRefusedKeyStopsTheAgentWithAClearMessage() {
        market.answer(AGENT + "/heartbeat", r -> Answer.problem(401, "unauthorized"));
        assertThat(agent()).isEqualTo(PollLoop.EXIT_REFUSED);
        assertThat(out.toString()).contains("the market refused the agent key (401")
                .contains("may have been revoked");
    }

    @Test
    void aMarketNotAtTimeScaleOneIsRefused() {
        market.answer(AGENT + "/heartbeat", r -> Answer.json(
                "{\"timeScale\":100.0,\"offlineAfterSeconds\":60,\"serverTime\":\"2026-11-28T10:00:00Z\"}"));
        assertThat(agent()).isEqualTo(PollLoop.EXIT_REFUSED);
        assertThat(out.toString()).contains("the market runs at time scale 100.0")
                .contains("GRIDMARKET_ENGINE_TIME_SCALE=1");
    }

    @Test
    void aMarketThatDoesNotAnswerIsRetriedNotFatal() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        assertThat(run("agent", "slurm", "--market", "http://127.0.0.1:" + closedPort, "--site", "9", "--key-file",
                keyFile.toString(), "--work-dir", temp.resolve("work").toString(), "--once"))
                .isEqualTo(PollLoop.EXIT_POLL_FAILED);
        assertThat(out.toString()).contains("did not answer").contains("will retry");
    }

    @Test
    void aMissingKeyFileIsRefusedBeforeAnyRequest() {
        assertThat(run("agent", "slurm", "--market", market.url().toString(), "--site", "9", "--key-file",
                temp.resolve("nothing").toString(), "--once")).isEqualTo(PollLoop.EXIT_REFUSED);
        assertThat(err.toString()).contains("no agent key in");
        assertThat(market.requests).isEmpty();
    }

    @Test
    void assignmentsAreReadPageByPage() {
        String page0 = IntStream.range(0, HttpMarketClient.PAGE_SIZE).mapToObj(AgentCommandTest::view)
                .collect(Collectors.joining(",", "[", "]"));
        market.answer(AGENT + "/assignments", r -> Answer.json(r.pathAndQuery().contains("page=0") ? page0
                : "[" + view(HttpMarketClient.PAGE_SIZE) + "]"));
        var jobs = client().assignments();
        assertThat(jobs).hasSize(HttpMarketClient.PAGE_SIZE + 1);
        assertThat(jobs.get(0)).isEqualTo(new MarketClient.MarketJob(0, "ACCEPTED", 2, 3L, true));
    }

    @Test
    void reportsAndUploadsSpeakTheContract() {
        market.answer(AGENT + "/events", r -> r.body().contains("\"jobId\":5") ? Answer.problem(409, "job-final")
                : new Answer(204, "text/plain", ""));
        market.answer(AGENT + "/jobs/4/output", r -> new Answer(204, "text/plain", ""));
        MarketClient client = client();
        Event finished = new Event(4, "finished", 3L, java.time.Instant.parse("2026-11-28T10:55:37Z"), 0, null);
        assertThat(client.report(finished)).isEqualTo(Delivery.RECORDED);
        assertThat(market.requests.get(0).body()).isEqualTo(
                "{\"jobId\":4,\"type\":\"finished\",\"runtimeSeconds\":3,\"at\":\"2026-11-28T10:55:37Z\",\"exitCode\":0}");
        assertThat(client.report(Event.failed(5, "no script to run"))).isEqualTo(Delivery.JOB_FINAL);
        client.uploadOutput(4, "héllo\n");
        assertThat(market.requests.get(2).contentType()).isEqualTo("text/plain; charset=UTF-8");
        assertThat(market.requests.get(2).body()).isEqualTo("héllo\n");
        assertThat(client.script(4)).isEmpty(); // 404: the job carries no script
    }

    @Test
    void anotherConflictIsRetriedLater() {
        market.answer(AGENT + "/events", r -> Answer.problem(409, "not-agent-mode"));
        assertThatThrownBy(() -> client().report(Event.failed(5, "x"))).isInstanceOf(MarketException.class)
                .satisfies(e -> assertThat(((MarketException) e).fatal()).isFalse())
                .hasMessageContaining("not-agent-mode");
    }

    private static String view(int id) {
        return "{\"id\":" + id + ",\"state\":\"ACCEPTED\",\"processors\":2,\"runtimeSeconds\":3,\"hasScript\":true}";
    }

    private HttpMarketClient client() {
        return new HttpMarketClient(market.url(), 9, "gmk_secret", "test");
    }

    private int agent(String... more) {
        String[] base = {"agent", "slurm", "--market", market.url() + "/", "--site", "9", "--key-file",
            keyFile.toString(), "--work-dir", temp.resolve("work").toString(), "--poll-interval", "1s"};
        String[] all = java.util.Arrays.copyOf(base, base.length + more.length);
        System.arraycopy(more, 0, all, base.length, more.length);
        return run(all);
    }

    private int run(String... arguments) {
        CommandLine commandLine = GridmarketCli.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(arguments);
    }
}
