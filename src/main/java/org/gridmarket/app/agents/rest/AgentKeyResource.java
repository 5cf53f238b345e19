package org.gridmarket.app.agents.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.agents.service.AgentKeys;

/**
 * A site's agent keys, its owner's only (others 403, unknown site 404): create one (the secret is in this answer
 * and never again), list them without secrets, revoke one (it stays listed with {@code revokedAt}).
 */
@Path("/api/sites/{id}/agent-keys")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class AgentKeyResource {
    private final AgentKeys keys;
    private final CurrentUser currentUser;

    public AgentKeyResource(AgentKeys keys, CurrentUser currentUser) {
        this.keys = keys;
        this.currentUser = currentUser;
    }

    @Operation(operationId = "createAgentKey")
    @APIResponse(responseCode = "201", description = "The key; its secret (key) is shown this once",
            content = @Content(mediaType = "application/json", schema = @Schema(implementation = AgentKeys.NewKey.class)))
    @APIResponse(responseCode = "403", description = "Only the site's owner may create its agent keys")
    @POST
    public Response create(@PathParam("id") long siteId) {
        AgentKeys.NewKey key = keys.create(currentUser.get(), siteId);
        return Response.created(URI.create("/api/sites/" + siteId + "/agent-keys/" + key.id())).entity(key).build();
    }

    @Operation(operationId = "listAgentKeys")
    @GET
    public List<AgentKeys.Key> list(@PathParam("id") long siteId) {
        return keys.list(currentUser.get(), siteId);
    }

    @Operation(operationId = "revokeAgentKey")
    @APIResponse(responseCode = "204", description = "Revoked")
    @DELETE
    @Path("/{keyId}")
    public void revoke(@PathParam("id") long siteId, @PathParam("keyId") long keyId) {
        keys.revoke(currentUser.get(), siteId, keyId);
    }
}
