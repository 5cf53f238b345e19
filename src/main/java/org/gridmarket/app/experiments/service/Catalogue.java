package org.gridmarket.app.experiments.service;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Problem;

/**
 * The five experiments a run may be of and each one's own options: what its {@code experiment <name>} command
 * takes beside {@code --quick}, {@code --seed} and {@code --out}, with the same bounds, so that a value the
 * command would refuse is refused here (422 naming the option) before anything is queued. Left out on purpose:
 * allocation's {@code --threshold} (a repeatable pair, not a form field) and every {@code --traces} (the service's
 * traces are the operator's, found as the CLI finds them). {@code threads} default to 1 so that a run takes one
 * core of the host the live market runs on.
 */
public final class Catalogue {
    /** The experiment of an uploaded trace's replay; started by an upload, not in the catalogue. */
    public static final String REPLAY = "replay";
    private static final int MAXIMUM_VALUE_LENGTH = 100;

    /** One experiment: its CLI name, a title, the paper it reproduces and its options. */
    public record Experiment(String experiment, String title, String paper, List<Option> options) {
        public Optional<Option> option(String name) {
            return options.stream().filter(option -> option.name().equals(name)).findFirst();
        }
    }

    /**
     * One option, passed to the command as {@code --<name> <value>}; {@code type} is integer, number, boolean,
     * choice or text. {@code minimum}/{@code maximum} bound numbers and {@code pattern} texts (not sent).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Option(String name, String label, String type, String defaultValue, List<String> choices,
                         String help, @JsonIgnore Double minimum, @JsonIgnore Double maximum,
                         @JsonIgnore Pattern pattern) {
        @com.fasterxml.jackson.annotation.JsonProperty("default")
        public String defaultValue() {
            return defaultValue;
        }

        /** Why {@code value} is not acceptable, or null when it is. */
        String problem(String value) {
            if (value == null || value.isBlank() || value.length() > MAXIMUM_VALUE_LENGTH) {
                return "must be a value of at most " + MAXIMUM_VALUE_LENGTH + " characters";
            }
            String text = value.strip();
            return switch (type) {
                case "integer" -> text.matches("-?[0-9]{1,9}") ? range(Double.parseDouble(text))
                        : "must be a whole number";
                case "number" -> number(text);
                case "boolean" -> text.equals("true") || text.equals("false") ? null : "must be true or false";
                case "choice" -> choices.contains(text) ? null : "must be one of " + String.join(", ", choices);
                default -> pattern == null || pattern.matcher(text).matches() ? null : "not accepted; " + help;
            };
        }

        private String number(String text) {
            try {
                double value = Double.parseDouble(text);
                return Double.isFinite(value) && text.matches("[0-9.eE+-]+") ? range(value) : "must be a number";
            } catch (NumberFormatException failure) {
                return "must be a number";
            }
        }

        private String range(double value) {
            if (minimum != null && value < minimum || maximum != null && value > maximum) {
                return "must be between " + plain(minimum) + " and " + plain(maximum);
            }
            return null;
        }

        private static String plain(Double bound) {
            return bound == Math.rint(bound) ? Long.toString(bound.longValue()) : bound.toString();
        }
    }

    public static final List<Experiment> EXPERIMENTS = List.of(
            new Experiment("grid-federation", "Grid-Federation: acceptance and messages",
                    "seed 004 (Ranjan, Harwood, Buyya) §4, Experiments 1-5", List.of(
                    new Option("experiment", "Experiment", "choice", "all", List.of("all", "1", "2", "3", "4", "5"),
                            "Which experiment to run; 3 and 4 share their runs.", null, null, null))),
            new Experiment("tender", "Tender/contract-net economy against round-robin",
                    "seed 003 (Caramia, Giordani) §5, Figs. 1-2", List.of(
                    new Option("round", "Round length", "number", "1", null,
                            "Time units over which external tasks are tendered together, 0..10.", 0.0, 10.0, null),
                    new Option("lambda", "Arrival rates", "text", "", null,
                            "Comma-separated whole numbers 1..10 (default 1..10; quick: 1,4,7,10).", null, null,
                            Pattern.compile("(10|[1-9])(,(10|[1-9]))*")),
                    new Option("seeds", "Seeds per rate", "integer", "", null,
                            "Runs per arrival rate, 1..100 (default 10; quick: 3).", 1.0, 100.0, null))),
            new Experiment("preemption", "Preemption policies under leases",
                    "seed 001 §5, Table 1 and the sweeps", List.of(
                    new Option("seeds", "Seeds per point", "integer", "", null,
                            "Runs per sweep point, 1..100 (default 5; quick: 1).", 1.0, 100.0, null))),
            new Experiment("allocation", "Intelligent processor allocation",
                    "seed 002 (Shih, Huang, Chung) §5, Tables 10-15", List.of(
                    new Option("threads", "Threads", "integer", "1", null,
                            "Replays in parallel, 1..256.", 1.0, 256.0, null))),
            new Experiment("intergrid", "InterGrid resource provisioning",
                    "seed 000 (de Assunção, Buyya) §6, Figs. 5-7, Tables 2-4", List.of(
                    new Option("experiment", "Experiments", "text", "all", null,
                            "Comma-separated subset of 1, 2, 3, sensitivity, or all.", null, null,
                            Pattern.compile("(all|1|2|3|sensitivity)(,(all|1|2|3|sensitivity))*")),
                    new Option("rounds", "Rounds", "integer", "", null,
                            "Simulation rounds, 1..100 (default 10; quick: 3).", 1.0, 100.0, null),
                    new Option("threads", "Threads", "integer", "1", null,
                            "Runs in parallel, 1..64; results do not depend on it.", 1.0, 64.0, null))));

    private Catalogue() {
    }

    public static Optional<Experiment> find(String name) {
        return EXPERIMENTS.stream().filter(experiment -> experiment.experiment().equals(name)).findFirst();
    }

    /**
     * The options of a request checked against {@code experiment}'s, with defaults filled in (empty defaults
     * left to the command); every unknown option and bad value is a 422 naming {@code options.<name>}.
     */
    static Map<String, String> checked(Experiment experiment, Map<String, String> given) {
        List<Problem.FieldError> errors = new ArrayList<>();
        Map<String, String> options = new TreeMap<>();
        for (Map.Entry<String, String> entry : new TreeMap<>(given).entrySet()) {
            Optional<Option> option = experiment.option(entry.getKey());
            if (option.isEmpty()) {
                errors.add(new Problem.FieldError("options." + entry.getKey(), "unknown option of "
                        + experiment.experiment() + "; known: " + String.join(", ",
                        experiment.options().stream().map(Option::name).toList())));
                continue;
            }
            String problem = option.get().problem(entry.getValue());
            if (problem != null) {
                errors.add(new Problem.FieldError("options." + entry.getKey(), problem));
            } else {
                options.put(entry.getKey(), entry.getValue().strip());
            }
        }
        if (!errors.isEmpty()) {
            throw ApiProblem.invalid(errors);
        }
        for (Option option : experiment.options()) {
            if (!option.defaultValue().isEmpty()) {
                options.putIfAbsent(option.name(), option.defaultValue());
            }
        }
        return options;
    }

    /** The command's arguments for {@code options} (already checked): {@code --<name> <value>} each. */
    static List<String> arguments(Map<String, String> options) {
        List<String> arguments = new ArrayList<>();
        for (Map.Entry<String, String> entry : new TreeMap<>(options).entrySet()) {
            arguments.add("--" + entry.getKey());
            arguments.add(entry.getValue());
        }
        return arguments;
    }
}
