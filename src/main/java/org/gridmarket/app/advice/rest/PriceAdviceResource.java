package org.gridmarket.app.advice.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponseSchema;
import org.gridmarket.app.accounts.service.CurrentUser;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.advice.service.PriceAdvice;
import org.gridmarket.app.advice.service.PriceAdvisor;

/**
 * {@code POST /api/sites/{id}/price-advice} (issue 35 C): the site's owner asks what candidate prices would have
 * done over the last model hours ({@link PriceAdvisor}); 422 naming the field for 0 or more than 50 prices, a
 * price out of range or hours outside 1..168; 403 for another owner's site; 404 for an unknown one.
 */
@Path("/api/sites/{id}/price-advice")
public class PriceAdviceResource {
    private final PriceAdvisor advisor;
    private final CurrentUser currentUser;

    public PriceAdviceResource(PriceAdvisor advisor, CurrentUser currentUser) {
        this.advisor = advisor;
        this.currentUser = currentUser;
    }

    /** Candidate prices (µG$ per processor-hour, 1 to 50 of them) and the window in model hours (1 to 168). */
    public record AdviceRequest(List<Long> pricesMicroGdPerProcessorHour, Integer hours) {
    }

    @Operation(operationId = "priceAdvice", summary = "What other prices would have done over the last model hours")
    @APIResponseSchema(value = PriceAdvice.class, responseDescription = "Today's price and each candidate, replayed")
    @APIResponse(responseCode = "403", description = "Not the site's owner")
    @APIResponse(responseCode = "404", description = "No such site")
    @APIResponse(responseCode = "503", description = "The advisor is answering other requests")
    @POST
    @RolesAllowed({Role.OWNER_NAME, Role.ADMIN_NAME})
    public PriceAdvice advise(@PathParam("id") long id, @NotNull AdviceRequest request) {
        return advisor.advise(currentUser.get(), id, request.pricesMicroGdPerProcessorHour(), request.hours());
    }
}
