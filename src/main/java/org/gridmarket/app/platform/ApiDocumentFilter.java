package org.gridmarket.app.platform;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.security.SecurityRequirement;

/**
 * Completes the OpenAPI document (issue 31 step 9) with what every operation shares, so the resources only
 * annotate what is theirs (an {@code operationId}, a 409 or an extra 403/404 their service throws):
 * <ol>
 * <li>the {@link Problem} body as a schema, and every 4xx response as {@value Problem#MEDIA_TYPE} of it;</li>
 * <li>the 4xx each operation can get from the shared layers (under {@code components.responses}), by what it
 * takes: any request can have too long a target (414) or too large headers (431, {@code RequestLimits}); a body
 * can be malformed (400, {@code ProblemMappers}, {@code StrictRequests}), too large (413), of another type (415)
 * or invalid (422), as can a query or header parameter (422, {@code QueryParams}); a path parameter can name
 * nothing (404); a token can be missing or bad (401) or its role not allowed here (403); a write
 * can be rate limited (429, {@code RateLimitFilter}; failed logins too);</li>
 * <li>{@code security: []} stated for an operation that needs no login (no {@code @RolesAllowed});</li>
 * <li>every property of a schema only answers use listed as required: it is always in the JSON.</li>
 * </ol>
 * Quarkus adds a 401 and a 403 to every secured operation; a 403 stays only where the role check can refuse
 * (the operation allows fewer roles than the API knows) or where the resource declares it.
 */
@OpenApiFilter(OpenApiFilter.RunStage.BUILD)
public class ApiDocumentFilter implements OASFilter {
    static final String PROBLEM_SCHEMA = "Problem";
    static final String FIELD_ERROR_SCHEMA = "FieldError";
    /** The descriptions Quarkus gives the 401 and 403 it adds; one the resource declares has its own words. */
    private static final Set<String> ADDED_BY_QUARKUS = Set.of("Not Authorized", "Not Allowed");

    /** A 4xx from the shared layers: its name under {@code components.responses}, and why it happens. */
    private record Shared(String name, String description) {
    }

    private static final Map<String, Shared> SHARED = Map.of(
            "400", new Shared("MalformedBody", "The body is not UTF-8 JSON, or has a duplicate or unknown field or a "
                    + "value of the wrong type"),
            "401", new Shared("Unauthenticated", "No token, or one that is expired, forged or for an unknown account"),
            "403", new Shared("RoleNotAllowed", "The caller's role may not use this operation"),
            "404", new Shared("NotFound", "Nothing has this id, or the id is not a canonical number"),
            "413", new Shared("PayloadTooLarge", "The body is larger than gridmarket.http.max-request-bytes"),
            "414", new Shared("UriTooLong", "The request target is longer than gridmarket.http.max-uri-length"),
            "415", new Shared("UnsupportedMediaType", "The body is not application/json in UTF-8"),
            "422", new Shared("Invalid", "A field or parameter is invalid; errors names it"),
            "429", new Shared("TooManyRequests", "Too many requests of this kind; Retry-After says when to try again"),
            "431", new Shared("HeadersTooLarge", "The headers are larger than gridmarket.http.max-header-bytes"));

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        openAPI.getComponents().addSchema(PROBLEM_SCHEMA, problemSchema()).addSchema(FIELD_ERROR_SCHEMA,
                fieldErrorSchema());
        SHARED.forEach((code, shared) -> openAPI.getComponents().addResponse(shared.name(),
                problem(shared.description())));
        Set<String> everyRole = everyRole(openAPI);
        for (PathItem path : openAPI.getPaths().getPathItems().values()) {
            for (Map.Entry<PathItem.HttpMethod, Operation> entry : path.getOperations().entrySet()) {
                Operation operation = entry.getValue();
                if (operation.getSecurity() == null) {
                    operation.setSecurity(new ArrayList<>());
                }
                operation.setResponses(withProblems(entry.getKey(), path, operation, everyRole));
            }
        }
        requireEveryAnsweredProperty(openAPI);
    }

    /**
     * A response body is a record serialised whole, every component present (null where it has no value), so
     * each schema only answers reach lists all its properties as required. One a request also sends keeps the
     * requirement its bean validation gives it.
     */
    private static void requireEveryAnsweredProperty(OpenAPI openAPI) {
        Map<String, Schema> schemas = openAPI.getComponents().getSchemas();
        Set<String> answered = new TreeSet<>();
        Set<String> sent = new TreeSet<>();
        for (PathItem path : openAPI.getPaths().getPathItems().values()) {
            for (Operation operation : path.getOperations().values()) {
                if (operation.getRequestBody() != null && operation.getRequestBody().getContent() != null) {
                    operation.getRequestBody().getContent().getMediaTypes().values()
                            .forEach(media -> reach(media.getSchema(), schemas, sent));
                }
                for (APIResponse response : operation.getResponses().getAPIResponses().values()) {
                    if (response.getContent() != null) {
                        response.getContent().getMediaTypes().values()
                                .forEach(media -> reach(media.getSchema(), schemas, answered));
                    }
                }
            }
        }
        answered.removeAll(sent);
        answered.remove(PROBLEM_SCHEMA);
        for (String name : answered) {
            Schema schema = schemas.get(name);
            if (schema.getProperties() != null && !schema.getProperties().isEmpty()) {
                schema.setRequired(new ArrayList<>(schema.getProperties().keySet()));
            }
        }
    }

    /** Adds the names of the component schemas {@code schema} refers to, directly or through others. */
    private static void reach(Schema schema, Map<String, Schema> schemas, Set<String> names) {
        if (schema == null) {
            return;
        }
        if (schema.getRef() != null) {
            String name = schema.getRef().substring(schema.getRef().lastIndexOf('/') + 1);
            if (names.add(name)) {
                reach(schemas.get(name), schemas, names);
            }
            return;
        }
        reach(schema.getItems(), schemas, names);
        if (schema.getProperties() != null) {
            schema.getProperties().values().forEach(property -> reach(property, schemas, names));
        }
        for (List<Schema> composed : List.of(nonNull(schema.getOneOf()), nonNull(schema.getAnyOf()),
                nonNull(schema.getAllOf()))) {
            composed.forEach(part -> reach(part, schemas, names));
        }
    }

    private static APIResponses withProblems(PathItem.HttpMethod method, PathItem path, Operation operation,
                                             Set<String> everyRole) {
        Set<String> shared = sharedProblems(method, path, operation, everyRole);
        Map<String, APIResponse> responses = new TreeMap<>();
        for (Map.Entry<String, APIResponse> entry : operation.getResponses().getAPIResponses().entrySet()) {
            String code = entry.getKey();
            APIResponse response = entry.getValue();
            if (!code.startsWith("4")) {
                responses.put(code, response);
            } else if (!ADDED_BY_QUARKUS.contains(response.getDescription())) {
                responses.put(code, problem(response.getDescription()));
            }
        }
        shared.forEach(code -> responses.putIfAbsent(code, OASFactory.createAPIResponse().ref(SHARED.get(code)
                .name())));
        APIResponses sorted = OASFactory.createAPIResponses();
        responses.forEach(sorted::addAPIResponse);
        return sorted;
    }

    /** The 4xx the shared layers can answer this operation with, by what it takes and who may call it. */
    private static Set<String> sharedProblems(PathItem.HttpMethod method, PathItem path, Operation operation,
                                              Set<String> everyRole) {
        Set<String> problems = new TreeSet<>(List.of("414", "431"));
        boolean body = operation.getRequestBody() != null;
        List<String> places = parameterPlaces(path, operation);
        boolean secured = !operation.getSecurity().isEmpty();
        if (body) {
            problems.add("400");
            problems.add("413");
            problems.add("415");
        }
        if (secured) {
            problems.add("401");
            if (!rolesOf(operation).containsAll(everyRole)) {
                problems.add("403");
            }
        }
        if (places.contains("path")) {
            problems.add("404");
        }
        if (body || places.contains("query") || places.contains("header")) {
            problems.add("422");
        }
        if (method != PathItem.HttpMethod.GET && method != PathItem.HttpMethod.HEAD) {
            problems.add("429");
        }
        return problems;
    }

    private static List<String> parameterPlaces(PathItem path, Operation operation) {
        List<Parameter> parameters = new ArrayList<>(nonNull(path.getParameters()));
        parameters.addAll(nonNull(operation.getParameters()));
        return parameters.stream().map(parameter -> parameter.getIn().toString()).toList();
    }

    private static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }

    private static Set<String> everyRole(OpenAPI openAPI) {
        Set<String> roles = new TreeSet<>();
        for (PathItem path : openAPI.getPaths().getPathItems().values()) {
            path.getOperations().values().forEach(operation -> roles.addAll(rolesOf(operation)));
        }
        return roles;
    }

    private static Set<String> rolesOf(Operation operation) {
        Set<String> roles = new TreeSet<>();
        for (SecurityRequirement requirement : nonNull(operation.getSecurity())) {
            requirement.getSchemes().values().forEach(roles::addAll);
        }
        return roles;
    }

    private static APIResponse problem(String description) {
        Content content = OASFactory.createContent().addMediaType(Problem.MEDIA_TYPE, OASFactory.createMediaType()
                .schema(OASFactory.createSchema().ref(PROBLEM_SCHEMA)));
        return OASFactory.createAPIResponse().description(description).content(content);
    }

    /** {@link Problem}, RFC 9457 problem details. */
    private static Schema problemSchema() {
        return OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("RFC 9457 problem details; clients branch on type, people read detail")
                .addProperty("type", text("/problems/<slug>, stable").format("uri-reference"))
                .addProperty("title", text("Short and the same for every problem of this type"))
                .addProperty("status", OASFactory.createSchema().addType(Schema.SchemaType.INTEGER)
                        .format("int32").description("The HTTP status"))
                .addProperty("detail", text("What went wrong this time, in plain words"))
                .addProperty("instance", text("The path of the request"))
                .addProperty("errors", OASFactory.createSchema().addType(Schema.SchemaType.ARRAY)
                        .description("The invalid fields (validation problems only)")
                        .items(OASFactory.createSchema().ref(FIELD_ERROR_SCHEMA)))
                .required(List.of("type", "title", "status"));
    }

    /** {@link Problem.FieldError}. */
    private static Schema fieldErrorSchema() {
        return OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .addProperty("field", text("The field's JSON path or the parameter's name"))
                .addProperty("message", text("What is wrong with it"))
                .required(List.of("field", "message"));
    }

    private static Schema text(String description) {
        return OASFactory.createSchema().addType(Schema.SchemaType.STRING).description(description);
    }
}
