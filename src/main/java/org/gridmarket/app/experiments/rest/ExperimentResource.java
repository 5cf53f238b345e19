package org.gridmarket.app.experiments.rest;

import io.smallrye.mutiny.Multi;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.experiments.service.Catalogue;
import org.gridmarket.app.experiments.service.ContentTypes;
import org.gridmarket.app.experiments.service.ExperimentRuns;
import org.gridmarket.app.experiments.service.ReplayRequest;
import org.gridmarket.app.experiments.service.RunComparison;
import org.gridmarket.app.experiments.service.RunEvents;
import org.gridmarket.app.experiments.service.RunView;
import org.gridmarket.app.experiments.service.TraceCheck;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.resteasy.reactive.RestResponse;

/**
 * Research runs (issue 35 A, docs/research.md): admins start, cancel and upload; every signed-in user lists, reads,
 * follows, downloads and compares.
 */
@Path("/api/experiments")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class ExperimentResource {
    private final ExperimentRuns runs;
    private final RunEvents events;
    private final CurrentUser currentUser;

    public ExperimentResource(ExperimentRuns runs, RunEvents events, CurrentUser currentUser) {
        this.runs = runs;
        this.events = events;
        this.currentUser = currentUser;
    }

    /** A run to start: an experiment of the catalogue, quick (the default) or full, a seed, its own options. */
    public record StartBody(String experiment, Boolean quick, Long seed, Map<String, String> options) {
    }

    /** The experiments a run may be of, with their own options (the web form is built from it). */
    @Operation(operationId = "experimentCatalogue")
    @GET
    @Path("/catalogue")
    public List<Catalogue.Experiment> catalogue() {
        return Catalogue.EXPERIMENTS;
    }

    /** Queues a run: 202 with the run and its Location. */
    @Operation(operationId = "startExperiment")
    @APIResponse(responseCode = "202", description = "queued",
            content = @Content(schema = @Schema(implementation = RunView.class)))
    @POST
    @RolesAllowed(Role.ADMIN_NAME)
    public Response start(StartBody body) {
        if (body == null || body.experiment() == null || body.experiment().isBlank()) {
            throw ApiProblem.invalid("experiment", "is required: one of the catalogue's experiments");
        }
        RunView run = runs.start(body.experiment().strip(), body.quick() == null || body.quick(), body.seed(),
                body.options(), currentUser.get().username());
        return accepted(run);
    }

    /** Queues a replay of the SWF trace in the body (text, or gzip): 202, or 422 bad-trace naming its lines. */
    @Operation(operationId = "uploadReplay")
    @APIResponse(responseCode = "202", description = "queued",
            content = @Content(schema = @Schema(implementation = RunView.class)))
    @POST
    @Path("/replays")
    @Consumes({MediaType.TEXT_PLAIN, MediaType.APPLICATION_OCTET_STREAM, "application/gzip"})
    @RolesAllowed(Role.ADMIN_NAME)
    public Response upload(@QueryParam("policy") String policy, @QueryParam("processors") String processors,
            @QueryParam("name") String name, byte[] trace) {
        byte[] body = trace == null ? new byte[0] : trace;
        ReplayRequest request = ReplayRequest.of(policy, processors, name, TraceCheck.isGzip(body));
        TraceCheck.check(body);
        return accepted(runs.startReplay(request, body, currentUser.get().username()));
    }

    private static Response accepted(RunView run) {
        return Response.accepted(run).location(URI.create("/api/experiments/" + run.id())).build();
    }

    /** Runs, newest first, a page at a time (the total in X-Total-Count). */
    @Operation(operationId = "listExperiments")
    @GET
    public RestResponse<List<RunView>> list(@QueryParam("page") String page, @QueryParam("size") String size) {
        return runs.list(PageRequest.of(page, size)).response();
    }

    @Operation(operationId = "getExperiment")
    @GET
    @Path("/{id}")
    public RunView get(@PathParam("id") long id) {
        return runs.get(id);
    }

    /** Cancels a queued or running run; 409 run-ended once it has ended. */
    @Operation(operationId = "cancelExperiment")
    @POST
    @Path("/{id}/cancel")
    @RolesAllowed(Role.ADMIN_NAME)
    public RunView cancel(@PathParam("id") long id) {
        return runs.cancel(id);
    }

    /** Server-sent events named {@code progress}: the run now, then each change, until it ends. */
    @Operation(operationId = "streamExperimentEvents")
    @GET
    @Path("/{id}/events")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    public Multi<OutboundSseEvent> events(@PathParam("id") long id, @Context Sse sse) {
        return events.stream(id).map(run -> sse.newEventBuilder().name("progress")
                .mediaType(MediaType.APPLICATION_JSON_TYPE).data(RunView.class, run).build());
    }

    /** One of the run's files, by a name its {@code files} lists (404 otherwise). */
    @Operation(operationId = "getExperimentFile")
    @GET
    @Path("/{id}/files/{name: .+}")
    @Produces(MediaType.WILDCARD)
    public Response file(@PathParam("id") long id, @PathParam("name") String name) {
        java.nio.file.Path file = runs.file(id, name);
        return Response.ok(file.toFile(), ContentTypes.of(name)).build();
    }

    /** Two runs figure by figure: which moved and by how much. */
    @Operation(operationId = "compareExperiments")
    @GET
    @Path("/{a}/compare/{b}")
    public RunComparison compare(@PathParam("a") long a, @PathParam("b") long b) {
        return runs.compare(a, b);
    }
}
