package org.gridmarket.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.platform.RateLimitConfig;

/**
 * The settings the application reads, as environment variables, without starting it: Quarkus's own (every extension
 * on the class path describes its settings in {@code META-INF/quarkus-config-doc/quarkus-config-model.json}, with
 * the phase each is read in), gridmarket's (every {@code @ConfigMapping} interface in the sources, such as
 * {@link GridmarketConfig} and {@link RateLimitConfig}, by reflection, the way SmallRye Config names a mapping's
 * methods), the few {@code GridmarketMain} reads itself before Quarkus boots,
 * and the keys {@code application.properties} sets.
 */
final class ApplicationSettings {
    private static final Path APPLICATION_PROPERTIES = Path.of("src", "main", "resources", "application.properties");
    private static final Path MAIN = Path.of("src", "main", "java", "org", "gridmarket", "app", "platform",
            "GridmarketMain.java");
    /** {@code setting("gridmarket.data-dir", "GRIDMARKET_DATA_DIR", …)}, {@code System.setProperty("…", …)}. */
    private static final Pattern MAIN_SETTING = Pattern.compile("setting\\(\\s*\"([^\"]+)\",\\s*\"([A-Z0-9_]+)\"");
    private static final Pattern MAIN_PROPERTY = Pattern.compile("System\\.setProperty\\(\\s*\"([^\"]+)\"");
    private static final Pattern CONFIG_MAPPING = Pattern.compile("@ConfigMapping\\(prefix = \"([^\"]+)\"");
    /** The JVM's own variable: not a setting of the application, read by the java launcher. */
    private static final Set<String> JVM_VARIABLES = Set.of("JAVA_TOOL_OPTIONS");

    /** One Quarkus setting: its name, its environment variable, its default, whether it may change at run time. */
    record QuarkusProperty(String name, String environmentVariable, String defaultValue, boolean runTime) {
    }

    private final Properties applicationProperties;
    private final Map<String, QuarkusProperty> quarkusByVariable;
    private final Map<String, QuarkusProperty> quarkusByName;
    private final Set<String> gridmarketVariables;
    private final Set<String> otherVariables;

    private ApplicationSettings(Properties applicationProperties, Map<String, QuarkusProperty> quarkusByVariable,
                                Set<String> gridmarketVariables, Set<String> otherVariables) {
        this.applicationProperties = applicationProperties;
        this.quarkusByVariable = quarkusByVariable;
        this.quarkusByName = new HashMap<>();
        quarkusByVariable.values().forEach(property -> quarkusByName.put(property.name(), property));
        this.gridmarketVariables = gridmarketVariables;
        this.otherVariables = otherVariables;
    }

    static ApplicationSettings load() {
        try {
            Properties properties = new Properties();
            try (Reader reader = Files.newBufferedReader(APPLICATION_PROPERTIES)) {
                properties.load(reader);
            }
            String main = Files.readString(MAIN);
            Set<String> gridmarket = new HashSet<>();
            for (Map.Entry<String, Class<?>> mapping : configMappings().entrySet()) {
                mappingProperties(mapping.getKey(), mapping.getValue(), gridmarket);
            }
            Set<String> other = new HashSet<>();
            for (String key : properties.stringPropertyNames()) {
                other.add(environmentVariable(key.startsWith("%") ? key.substring(key.indexOf('.') + 1) : key));
            }
            Matcher setting = MAIN_SETTING.matcher(main);
            while (setting.find()) {
                other.add(setting.group(2));
                other.add(environmentVariable(setting.group(1)));
            }
            Matcher property = MAIN_PROPERTY.matcher(main);
            while (property.find()) {
                other.add(environmentVariable(property.group(1)));
            }
            Set<String> gridmarketVariables = new HashSet<>();
            for (String name : gridmarket) {
                gridmarketVariables.add(environmentVariable(name));
            }
            other.stream().filter(variable -> variable.startsWith("GRIDMARKET_")).forEach(gridmarketVariables::add);
            return new ApplicationSettings(properties, quarkusProperties(), gridmarketVariables, other);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Every {@code @ConfigMapping} interface of the application by its prefix ({@link GridmarketConfig},
     * {@link RateLimitConfig} and any other): found in the sources under {@code src/main/java}, loaded by name.
     */
    static Map<String, Class<?>> configMappings() throws IOException {
        Map<String, Class<?>> mappings = new HashMap<>();
        Path sources = Path.of("src", "main", "java");
        try (var files = Files.walk(sources)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                Matcher mapping = CONFIG_MAPPING.matcher(Files.readString(file));
                if (mapping.find()) {
                    String name = sources.relativize(file).toString().replace(".java", "")
                            .replace(java.io.File.separatorChar, '.');
                    try {
                        mappings.put(mapping.group(1), Class.forName(name));
                    } catch (ClassNotFoundException e) {
                        throw new IllegalStateException("no class " + name + " for " + file, e);
                    }
                }
            }
        }
        return mappings;
    }

    /** SmallRye Config's environment variable for a property: every character but letters and digits is {@code _}. */
    static String environmentVariable(String property) {
        return property.replaceAll("[^A-Za-z0-9]", "_").toUpperCase(Locale.ROOT);
    }

    /**
     * Why the application would not read the environment variable {@code variable}, or empty if it reads it: a
     * Quarkus setting no extension has, or one fixed when the application was built; a {@code GRIDMARKET_} setting no
     * mapping and not {@code GridmarketMain} reads; any other variable that is not a key of
     * {@code application.properties} nor one {@code GridmarketMain} reads.
     */
    Optional<String> unknown(String variable) {
        if (JVM_VARIABLES.contains(variable)) {
            return Optional.empty();
        }
        if (variable.startsWith("QUARKUS_")) {
            QuarkusProperty property = quarkusByVariable.get(variable);
            if (property == null) {
                return Optional.of(variable + ": no Quarkus extension of the application has this setting");
            }
            return property.runTime() ? Optional.empty() : Optional.of(variable + ": " + property.name()
                    + " is fixed when the application is built; setting it at run time changes nothing");
        }
        if (variable.startsWith("GRIDMARKET_")) {
            return gridmarketVariables.contains(variable) ? Optional.empty() : Optional.of(variable
                    + ": neither a @ConfigMapping interface nor GridmarketMain reads this setting");
        }
        return otherVariables.contains(variable) ? Optional.empty() : Optional.of(variable
                + ": neither application.properties nor GridmarketMain names this setting");
    }

    /** A property's value in production: application.properties without a profile, else Quarkus's default. */
    String value(String property) {
        String written = applicationProperties.getProperty(property);
        if (written != null) {
            return written;
        }
        QuarkusProperty quarkus = quarkusByName.get(property);
        if (quarkus == null || quarkus.defaultValue() == null) {
            throw new IllegalArgumentException("no value and no Quarkus default for " + property);
        }
        return quarkus.defaultValue();
    }

    Set<String> gridmarketVariables() {
        return Collections.unmodifiableSet(gridmarketVariables);
    }

    /**
     * A {@code @ConfigMapping} interface's property names under {@code prefix}: each method's name in kebab case, a
     * nested gridmarket interface a group of its own.
     */
    private static void mappingProperties(String prefix, Class<?> mapping, Set<String> names) {
        for (Method method : mapping.getMethods()) {
            if (method.getParameterCount() > 0 || Modifier.isStatic(method.getModifiers()) || method.isDefault()) {
                continue;
            }
            String name = prefix + "." + kebab(method.getName());
            Class<?> type = method.getReturnType();
            if (type.isInterface() && type.getName().startsWith("org.gridmarket.")) {
                mappingProperties(name, type, names);
            } else {
                names.add(name);
            }
        }
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** Every setting of every Quarkus extension on the class path, by environment variable. */
    private static Map<String, QuarkusProperty> quarkusProperties() throws IOException {
        Map<String, QuarkusProperty> properties = new HashMap<>();
        ObjectMapper json = new ObjectMapper();
        var models = ApplicationSettings.class.getClassLoader()
                .getResources("META-INF/quarkus-config-doc/quarkus-config-model.json");
        for (URL model : Collections.list(models)) {
            try (InputStream in = model.openStream()) {
                collect(json.readTree(in), properties);
            }
        }
        if (!properties.containsKey("QUARKUS_HTTP_PORT")) {
            throw new IllegalStateException("no Quarkus configuration model on the class path");
        }
        return properties;
    }

    private static void collect(JsonNode node, Map<String, QuarkusProperty> properties) {
        if (node.isObject() && node.path("@class").asText().endsWith(".ConfigProperty") && node.has("path")) {
            JsonNode path = node.get("path");
            JsonNode fallback = node.get("defaultValue");
            QuarkusProperty property = new QuarkusProperty(path.path("property").asText(),
                    path.path("environmentVariable").asText(), fallback == null ? null : fallback.asText(),
                    "RUN_TIME".equals(node.path("phase").asText()));
            properties.put(property.environmentVariable(), property);
        }
        node.forEach(child -> collect(child, properties));
    }
}
