package org.gridmarket.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.StreamSupport;
import javax.xml.parsers.DocumentBuilderFactory;
import org.gridmarket.app.platform.EmbeddedDatabase;
import org.gridmarket.deploy.Manifests.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Kubernetes manifests under {@code k8s/} (kustomize base, overlays, monitoring) agree with the application,
 * without a cluster: every YAML document parses and names its kind, every file a kustomization names exists, the
 * image is the one the build tags, ports are the application's, every setting given to the service is one it reads
 * at run time, several replicas run with one engine leader (issue 34) and reach one another, and PostgreSQL keeps a
 * synchronous standby and both roles. The probe paths and the dashboard's metric names are held against the running
 * service by {@code PlatformEndpointsTest} and {@code EngineMetricsTest}.
 */
class KubernetesManifestsTest {
    private static final Path BASE = Manifests.ROOT.resolve("base");
    private static ApplicationSettings settings;
    private static List<Document> documents;

    @BeforeAll
    static void load() {
        settings = ApplicationSettings.load();
        documents = Manifests.documents();
    }

    @Test
    void everyManifestParsesAndNamesItsKind() {
        assertThat(documents).hasSizeGreaterThan(10);
        for (Document document : documents) {
            String where = document.file() + ": " + document.node().toString();
            assertThat(document.node().path("apiVersion").asText()).as(where).isNotBlank();
            assertThat(document.kind()).as(where).isNotBlank();
            if (!isKustomization(document)) {
                assertThat(document.name()).as(where).isNotBlank();
            }
        }
        assertThat(Manifests.dashboard().path("panels").size()).isGreaterThan(5);
        assertThat(Manifests.dashboardQueries()).allSatisfy(query -> assertThat(Manifests.selectors(query))
                .as(query).isNotEmpty());
    }

    @Test
    void everyFileAKustomizationNamesExists() {
        List<Document> kustomizations = documents.stream().filter(KubernetesManifestsTest::isKustomization).toList();
        assertThat(kustomizations).extracting(document -> document.file().toString()).contains(
                "k8s/base/kustomization.yaml", "k8s/overlays/dev/kustomization.yaml",
                "k8s/overlays/prod/kustomization.yaml", "k8s/monitoring/kustomization.yaml");
        for (Document kustomization : kustomizations) {
            Path folder = kustomization.file().getParent();
            List<String> named = new ArrayList<>();
            kustomization.node().path("resources").forEach(entry -> named.add(entry.asText()));
            kustomization.node().path("components").forEach(entry -> named.add(entry.asText()));
            kustomization.node().path("patches").forEach(entry -> {
                if (entry.has("path")) {
                    named.add(entry.get("path").asText());
                }
            });
            kustomization.node().path("configMapGenerator").forEach(generator -> generator.path("files")
                    .forEach(entry -> named.add(entry.asText())));
            assertThat(named).as(kustomization.file().toString()).isNotEmpty();
            for (String name : named) {
                assertThat(folder.resolve(name).normalize()).as(kustomization.file() + " names " + name).exists();
            }
        }
    }

    /** The container names the image gridmarket; each images: entry tags it with the project's version. */
    @Test
    void theImageIsGridmarketTaggedWithTheProjectsVersion() throws Exception {
        String version = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Path.of("pom.xml").toFile())
                .getDocumentElement().getElementsByTagName("version").item(0).getTextContent();
        String tag = version; // scripts/build-image.sh tags the image with the version as it is
        assertThat(baseDeployment().containers()).extracting(container -> container.path("image").asText())
                .containsExactly("gridmarket");
        List<JsonNode> images = new ArrayList<>();
        documents.stream().filter(KubernetesManifestsTest::isKustomization)
                .forEach(kustomization -> kustomization.node().path("images").forEach(images::add));
        assertThat(images).isNotEmpty().allSatisfy(image -> {
            assertThat(image.path("name").asText()).isEqualTo("gridmarket");
            assertThat(image.path("newTag").asText()).isEqualTo(tag);
        });
        documents.stream().filter(document -> document.kind().equals("Deployment"))
                .flatMap(document -> document.containers().stream())
                .forEach(container -> assertThat(container.path("image").asText()).isIn("", "gridmarket"));
    }

    /**
     * The container's ports are the application's HTTP and management ports; the probes and the PodMonitor use the
     * management port; the Service, the ingress rule of the NetworkPolicy and its rule for the other replicas reach the
     * HTTP port, its last rule the management port.
     */
    @Test
    void portsAreTheApplications() {
        int http = Integer.parseInt(settings.value("quarkus.http.port"));
        int management = Integer.parseInt(settings.value("quarkus.management.port"));
        JsonNode container = baseDeployment().containers().get(0);
        Map<String, Integer> ports = new HashMap<>();
        container.path("ports").forEach(
                port -> ports.put(port.path("name").asText(), port.path("containerPort").asInt()));
        assertThat(ports).containsExactlyInAnyOrderEntriesOf(Map.of("http", http, "management", management));
        for (String probe : List.of("startupProbe", "readinessProbe", "livenessProbe")) {
            assertThat(container.path(probe).path("httpGet").path("port").asText()).as(probe).isEqualTo("management");
        }
        JsonNode service = Manifests.one(BASE.resolve("service.yaml"), "Service", "gridmarket").node();
        List<String> targets = new ArrayList<>();
        service.path("spec").path("ports").forEach(port -> targets.add(port.path("targetPort").asText()));
        assertThat(targets).containsExactly("http");
        JsonNode policy = Manifests.one(BASE.resolve("networkpolicy.yaml"), "NetworkPolicy", "gridmarket").node();
        List<Integer> allowed = StreamSupport.stream(policy.path("spec").path("ingress").spliterator(), false)
                .map(rule -> rule.path("ports").get(0).path("port").asInt()).toList();
        assertThat(allowed).containsExactly(http, http, management);
        JsonNode monitor = Manifests.one(Manifests.POD_MONITOR, "PodMonitor", "gridmarket").node();
        assertThat(monitor.path("spec").path("podMetricsEndpoints").get(0).path("port").asText())
                .isEqualTo("management");
    }

    /**
     * Every environment variable a manifest gives the service is a setting the application reads at run time, except
     * one the downward API fills only for another entry's {@code $(NAME)} (the pod's IP in the replica's URL).
     */
    @Test
    void everySettingTheManifestsGiveIsOneTheApplicationReads() {
        List<String> given = new ArrayList<>();
        List<String> referenced = new ArrayList<>();
        documents.stream().filter(document -> document.kind().equals("Deployment"))
                .flatMap(document -> document.containers().stream())
                .forEach(container -> container.path("env").forEach(entry -> {
                    boolean fromPod = entry.path("valueFrom").has("fieldRef");
                    String name = entry.path("name").asText();
                    if (!(fromPod && referencedElsewhere(container, name))) {
                        given.add(name);
                    } else {
                        referenced.add(name);
                    }
                }));
        assertThat(given).contains("QUARKUS_DATASOURCE_JDBC_URL", "QUARKUS_FLYWAY_USERNAME",
                "GRIDMARKET_ADMIN_PASSWORD", "SMALLRYE_JWT_SIGN_KEY_LOCATION", "MP_JWT_VERIFY_PUBLICKEY_LOCATION",
                "QUARKUS_MANAGEMENT_HOST", "GRIDMARKET_REPLICA_NAME", "GRIDMARKET_REPLICA_URL");
        assertThat(referenced).containsExactly("POD_IP");
        List<String> unknown = given.stream().map(settings::unknown).flatMap(Optional::stream).toList();
        assertThat(unknown).isEmpty();
    }

    /** Whether an env entry of {@code container} other than {@code name} uses it as {@code $(name)}. */
    private static boolean referencedElsewhere(JsonNode container, String name) {
        return StreamSupport.stream(container.path("env").spliterator(), false)
                .anyMatch(entry -> !entry.path("name").asText().equals(name)
                        && entry.path("value").asText().contains("$(" + name + ")"));
    }

    /** The check above refuses what the application would not read: a typo, a build-time setting, a stranger. */
    @Test
    void aSettingTheApplicationDoesNotReadIsRefused() {
        assertThat(settings.unknown("GRIDMARKET_ADMIN_PASSWORD")).isEmpty();
        assertThat(settings.unknown("GRIDMARKET_RATE_LIMITS_SUBMISSIONS_PER")).isEmpty();
        assertThat(settings.unknown("GRIDMARKET_DATA_DIR")).isEmpty();
        assertThat(settings.unknown("QUARKUS_DATASOURCE_PASSWORD")).isEmpty();
        assertThat(settings.unknown("GRIDMARKET_ADMIN_PASWORD")).isPresent();
        assertThat(settings.unknown("GRIDMARKET_ENGINE_LEADER")).isPresent();
        assertThat(settings.unknown("QUARKUS_DATASOURCE_JDBC_URLS")).isPresent();
        assertThat(settings.unknown("QUARKUS_MANAGEMENT_ENABLED")).hasValueSatisfying(
                why -> assertThat(why).contains("fixed when the application is built"));
        assertThat(settings.unknown("SPRING_DATASOURCE_URL")).isPresent();
    }

    /**
     * Several replicas, one engine leader (issue 34): the base runs two and no overlay fewer; a rolling update starts a
     * new pod before it stops an old one; every autoscaler keeps at least two (a follower ready to take over); the
     * disruption budget keeps one; each replica is named after its pod and reached at its pod's IP on the HTTP port,
     * which the other replicas may reach through the NetworkPolicy.
     */
    @Test
    void severalReplicasRunWithOneEngineLeader() {
        JsonNode deployment = baseDeployment().node();
        int http = Integer.parseInt(settings.value("quarkus.http.port"));
        assertThat(deployment.path("spec").path("replicas").asInt()).isEqualTo(2);
        JsonNode strategy = deployment.path("spec").path("strategy");
        assertThat(strategy.path("type").asText()).isEqualTo("RollingUpdate");
        assertThat(strategy.path("rollingUpdate").path("maxUnavailable").asInt(-1)).isZero();
        assertThat(strategy.path("rollingUpdate").path("maxSurge").asInt()).isEqualTo(1);
        List<String> kinds = new ArrayList<>();
        for (Document document : documents) {
            JsonNode spec = document.node().path("spec");
            switch (document.kind()) {
                case "HorizontalPodAutoscaler" -> {
                    assertThat(spec.path("minReplicas").asInt()).as(document.file().toString()).isEqualTo(2);
                    assertThat(spec.path("maxReplicas").asInt()).as(document.file().toString()).isGreaterThan(2);
                }
                case "Deployment" -> assertThat(spec.path("replicas").asInt(2)).as(document.file().toString())
                        .isGreaterThanOrEqualTo(2);
                case "PodDisruptionBudget" -> {
                    assertThat(spec.path("minAvailable").asInt()).as(document.file().toString()).isEqualTo(1);
                    assertThat(spec.has("maxUnavailable")).as(document.file().toString()).isFalse();
                }
                default -> { }
            }
            kinds.add(document.kind());
        }
        assertThat(kinds).contains("HorizontalPodAutoscaler", "PodDisruptionBudget");
        Map<String, JsonNode> env = new HashMap<>();
        baseDeployment().containers().get(0).path("env").forEach(entry -> env.put(entry.path("name").asText(), entry));
        assertThat(env.get("POD_IP").path("valueFrom").path("fieldRef").path("fieldPath").asText())
                .isEqualTo("status.podIP");
        assertThat(env.get("GRIDMARKET_REPLICA_NAME").path("valueFrom").path("fieldRef").path("fieldPath").asText())
                .isEqualTo("metadata.name");
        assertThat(env.get("GRIDMARKET_REPLICA_URL").path("value").asText()).isEqualTo("http://$(POD_IP):" + http);
        List<String> order = new ArrayList<>();
        baseDeployment().containers().get(0).path("env").forEach(entry -> order.add(entry.path("name").asText()));
        assertThat(order.indexOf("POD_IP")).as("defined before its use, %s", order)
                .isLessThan(order.indexOf("GRIDMARKET_REPLICA_URL"));
        JsonNode policy = Manifests.one(BASE.resolve("networkpolicy.yaml"), "NetworkPolicy", "gridmarket").node();
        assertThat(policy.path("spec").path("ingress")).anySatisfy(rule -> {
            assertThat(rule.path("from").get(0).path("podSelector").path("matchLabels").path("app").asText())
                    .isEqualTo("gridmarket");
            assertThat(rule.path("from").get(0).has("namespaceSelector")).isFalse();
            assertThat(rule.path("ports").get(0).path("port").asInt()).isEqualTo(http);
        });
    }

    /**
     * CloudNativePG runs three instances with at least one synchronous standby; it manages the owner's and the
     * service's roles from the secrets the Deployment reads them from; the JDBC URL names its primary's service and
     * its database.
     */
    @Test
    void postgresKeepsASynchronousStandbyAndBothRoles() {
        JsonNode cluster = Manifests.one(BASE.resolve("postgres-cluster.yaml"), "Cluster", "gridmarket-db").node();
        JsonNode spec = cluster.path("spec");
        int instances = spec.path("instances").asInt();
        assertThat(instances).isEqualTo(3);
        JsonNode synchronous = spec.path("postgresql").path("synchronous");
        assertThat(synchronous.path("number").asInt()).isBetween(1, instances - 1);
        assertThat(synchronous.path("dataDurability").asText()).isEqualTo("required");
        JsonNode initdb = spec.path("bootstrap").path("initdb");
        String owner = initdb.path("owner").asText();
        Map<String, String> roleSecrets = new HashMap<>();
        spec.path("managed").path("roles").forEach(role -> {
            assertThat(role.path("login").asBoolean()).as(role.toString()).isTrue();
            assertThat(role.path("superuser").asBoolean()).as(role.toString()).isFalse();
            roleSecrets.put(role.path("name").asText(), role.path("passwordSecret").path("name").asText());
        });
        assertThat(roleSecrets).containsOnlyKeys(owner, EmbeddedDatabase.APP_ROLE);
        assertThat(roleSecrets.get(owner)).isEqualTo(initdb.path("secret").path("name").asText());
        Map<String, JsonNode> env = new HashMap<>();
        baseDeployment().containers().get(0).path("env").forEach(entry -> env.put(entry.path("name").asText(), entry));
        assertThat(env.get("QUARKUS_DATASOURCE_JDBC_URL").path("value").asText()).isEqualTo("jdbc:postgresql://"
                + cluster.path("metadata").path("name").asText() + "-rw:5432/" + initdb.path("database").asText());
        assertThat(secret(env.get("QUARKUS_FLYWAY_USERNAME"))).isEqualTo(roleSecrets.get(owner));
        assertThat(secret(env.get("QUARKUS_FLYWAY_PASSWORD"))).isEqualTo(roleSecrets.get(owner));
        String service = roleSecrets.get(EmbeddedDatabase.APP_ROLE);
        assertThat(secret(env.get("QUARKUS_DATASOURCE_USERNAME"))).isEqualTo(service);
        assertThat(secret(env.get("QUARKUS_DATASOURCE_PASSWORD"))).isEqualTo(service);
    }

    /** The token key files the service is told to read lie in the volume holding the key pair's secret. */
    @Test
    void theTokenKeysAreReadFromTheirSecret() {
        JsonNode container = baseDeployment().containers().get(0);
        Map<String, String> env = new HashMap<>();
        container.path("env").forEach(entry -> env.put(entry.path("name").asText(), entry.path("value").asText()));
        JsonNode mount = container.path("volumeMounts").get(0);
        JsonNode volume = baseDeployment().node().path("spec").path("template").path("spec").path("volumes").get(0);
        assertThat(volume.path("name").asText()).isEqualTo(mount.path("name").asText());
        assertThat(volume.path("secret").path("secretName").asText()).isEqualTo("gridmarket-jwt");
        String directory = mount.path("mountPath").asText();
        assertThat(env.get("SMALLRYE_JWT_SIGN_KEY_LOCATION")).isEqualTo(directory + "/jwt-private.pem");
        assertThat(env.get("MP_JWT_VERIFY_PUBLICKEY_LOCATION")).isEqualTo(directory + "/jwt-public.pem");
    }

    private static String secret(JsonNode entry) {
        return entry.path("valueFrom").path("secretKeyRef").path("name").asText();
    }

    private static Document baseDeployment() {
        return Manifests.one(Manifests.BASE_DEPLOYMENT, "Deployment", "gridmarket");
    }

    private static boolean isKustomization(Document document) {
        return document.node().path("apiVersion").asText().startsWith("kustomize.config.k8s.io/");
    }
}
