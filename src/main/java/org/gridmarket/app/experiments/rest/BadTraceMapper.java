package org.gridmarket.app.experiments.rest;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.gridmarket.app.experiments.service.TraceCheck;
import org.gridmarket.app.platform.Problem;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** A trace that cannot be replayed: 422 problem+json {@code bad-trace} with its bad lines by number. */
public final class BadTraceMapper {

    /** The problem body with {@code lines}: at most {@value TraceCheck#LISTED_LINES}, in file order. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TraceProblem(String type, String title, int status, String detail, String instance,
                               List<TraceCheck.LineProblem> lines) {
    }

    @ServerExceptionMapper
    public Response badTrace(TraceCheck.BadTrace problem, UriInfo uri) {
        return Response.status(422).type(Problem.MEDIA_TYPE).entity(new TraceProblem(Problem.typeUri("bad-trace"),
                "Bad trace", 422, problem.getMessage(), uri.getPath(), problem.lines())).build();
    }
}
