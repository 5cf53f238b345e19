package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.jobs.service.PeeringService;

/** Seed 000's contracts between grids: everyone reads them; admins create and end them and watch the gateways. */
@Path("/api")
public class PeeringResource {
    private final PeeringService peering;
    private final CurrentUser currentUser;

    public PeeringResource(PeeringService peering, CurrentUser currentUser) {
        this.peering = peering;
        this.currentUser = currentUser;
    }

    /** Every contract, newest first, with its current price range and price history. */
    @Operation(operationId = "listContracts")
    @GET
    @Path("/contracts")
    @RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
    public List<PeeringService.ContractView> contracts() {
        return peering.contracts();
    }

    @Operation(operationId = "createContract")
    @APIResponseSchema(value = PeeringService.ContractView.class, responseCode = "201", responseDescription = "Created")
    @APIResponse(responseCode = "409", description = "The two grids already have an active contract")
    @POST
    @Path("/admin/contracts")
    @RolesAllowed(Role.ADMIN_NAME)
    public Response create(PeeringService.CreateContract request) {
        PeeringService.ContractView created = peering.create(currentUser.get(), request);
        return Response.created(URI.create("/api/contracts/" + created.id())).entity(created).build();
    }

    @Operation(operationId = "endContract")
    @APIResponseSchema(value = PeeringService.ContractView.class, responseDescription = "Ended")
    @APIResponse(responseCode = "409", description = "The contract has already ended")
    @POST
    @Path("/admin/contracts/{id}/end")
    @RolesAllowed(Role.ADMIN_NAME)
    public PeeringService.ContractView end(@PathParam("id") long id) {
        return peering.end(id);
    }

    /** Each grid's gateway account, its balance over time and the redirections, for the admin's chart. */
    @Operation(operationId = "getGateways")
    @GET
    @Path("/admin/gateways")
    @RolesAllowed(Role.ADMIN_NAME)
    public PeeringService.GatewaysView gateways() {
        return peering.gateways();
    }
}
