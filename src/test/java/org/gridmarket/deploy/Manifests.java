package org.gridmarket.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The files under {@code k8s/} (docs/deploy.md, "Kubernetes"), parsed: every YAML document of every file, the base's
 * Deployment, the Grafana dashboard's queries. For {@link KubernetesManifestsTest} and for the tests that hold the
 * manifests against the running service (probe paths, metric names).
 */
public final class Manifests {
    public static final Path ROOT = Path.of("k8s");
    public static final Path BASE_DEPLOYMENT = ROOT.resolve("base/deployment.yaml");
    public static final Path POD_MONITOR = ROOT.resolve("monitoring/podmonitor.yaml");
    public static final Path DASHBOARD = ROOT.resolve("monitoring/gridmarket-dashboard.json");
    private static final YAMLMapper YAML = new YAMLMapper();
    /** A PromQL selector: a metric name and its label matchers in braces. */
    private static final Pattern SELECTOR = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)\\{([^}]*)}");
    private static final Pattern EQUALITY_MATCHER = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"([^\"]*)\"");

    private Manifests() {
    }

    /** One YAML document of a file under {@code k8s/}. */
    public record Document(Path file, JsonNode node) {
        public String kind() {
            return node.path("kind").asText();
        }

        public String name() {
            return node.path("metadata").path("name").asText();
        }

        /** The pod template's containers of a Deployment (empty for other kinds). */
        public List<JsonNode> containers() {
            List<JsonNode> containers = new ArrayList<>();
            node.path("spec").path("template").path("spec").path("containers").forEach(containers::add);
            return containers;
        }
    }

    /** A metric a dashboard query selects, with the labels it must equal ({@code namespace} and {@code pod} aside). */
    public record MetricSelector(String metric, List<String> labelMatchers) {
    }

    /** Every file under {@code k8s/} whose name ends with {@code suffix}, in path order. */
    public static List<Path> files(String suffix) {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(Files::isRegularFile).filter(file -> file.toString().endsWith(suffix)).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every non-empty YAML document of every {@code .yaml} file under {@code k8s/}. */
    public static List<Document> documents() {
        List<Document> documents = new ArrayList<>();
        for (Path file : files(".yaml")) {
            documents.addAll(documents(file));
        }
        return documents;
    }

    public static List<Document> documents(Path file) {
        List<Document> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> nodes = YAML.readerFor(JsonNode.class).readValues(file.toFile())) {
            while (nodes.hasNext()) {
                JsonNode node = nodes.next();
                if (node != null && !node.isNull() && !node.isMissingNode()) {
                    documents.add(new Document(file, node));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot parse " + file, e);
        }
        return documents;
    }

    /** The one document of {@code kind} named {@code name} in {@code file}. */
    public static Document one(Path file, String kind, String name) {
        List<Document> found = documents(file).stream()
                .filter(document -> document.kind().equals(kind) && document.name().equals(name)).toList();
        if (found.size() != 1) {
            throw new IllegalStateException(file + " has " + found.size() + " " + kind + " named " + name);
        }
        return found.get(0);
    }

    public static JsonNode dashboard() {
        try {
            return new ObjectMapper().readTree(DASHBOARD.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot parse " + DASHBOARD, e);
        }
    }

    /** Every query ({@code expr}) of the dashboard's panels. */
    public static List<String> dashboardQueries() {
        List<String> queries = new ArrayList<>();
        dashboard().path("panels").forEach(panel -> panel.path("targets").forEach(
                target -> queries.add(target.path("expr").asText())));
        return queries;
    }

    /**
     * The metrics a query selects. Prometheus adds {@code namespace} and {@code pod} when it scrapes a PodMonitor's
     * pods, so those matchers are left out: the others must match a line of the service's own {@code /q/metrics}.
     */
    public static List<MetricSelector> selectors(String query) {
        List<MetricSelector> selectors = new ArrayList<>();
        Matcher selector = SELECTOR.matcher(query);
        while (selector.find()) {
            List<String> matchers = new ArrayList<>();
            Matcher matcher = EQUALITY_MATCHER.matcher(selector.group(2));
            while (matcher.find()) {
                if (!matcher.group(1).equals("namespace") && !matcher.group(1).equals("pod")) {
                    matchers.add(matcher.group(1) + "=\"" + matcher.group(2) + "\"");
                }
            }
            selectors.add(new MetricSelector(selector.group(1), matchers));
        }
        return selectors;
    }
}
