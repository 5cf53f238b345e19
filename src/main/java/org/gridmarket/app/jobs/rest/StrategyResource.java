package org.gridmarket.app.jobs.rest;

import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.core.market.StrategyOption;
import org.gridmarket.core.market.StrategyRegistry;
import org.gridmarket.core.mechanisms.Mechanisms;

/**
 * The placement strategies a job may name, as the registry describes them: the web app builds its job form from
 * this list, so a strategy registered in core appears there with no change to the web app. Any signed-in person
 * may read it (owners and admins see jobs too); it changes only with a new release, so reads are not limited.
 */
@Path("/api/strategies")
@RolesAllowed({Role.USER_NAME, Role.OWNER_NAME, Role.ADMIN_NAME})
public class StrategyResource {

    /**
     * A strategy: its name (what a job's {@code strategy} says), what it does in plain words, the options it takes,
     * whether its jobs wait in the federation queue instead of being placed at once (such a job holds its whole
     * budget while it waits, and no cluster promises it a start), whether its quote lists the clusters' bids (each
     * candidate's {@code bid}) rather than what their posted prices would cost, whether it chooses among the
     * clusters of the user's home grid only, other grids through contracts ({@code choosesInHomeGrid}), and how it
     * works in the papers' terms with the seed section ({@code basis}, empty when none: the web app shows it on
     * request).
     */
    public record StrategyView(String name, String description, List<OptionView> options, boolean waitsInQueue,
                               boolean collectsBids, boolean choosesInHomeGrid, String basis) {
    }

    /**
     * A request field only some strategies take ({@code tardinessPenaltyMicroGdPerSecond}, {@code leaseType}),
     * what it means, and its choices (empty for a number).
     */
    public record OptionView(String field, String description, List<ChoiceView> choices) {
    }

    public record ChoiceView(String name, String description) {
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "listStrategies", summary = "The placement strategies a job may name",
            description = "Each registered strategy's name, what it does in plain words and the request fields "
                    + "it takes beyond processors, size, budget and deadline, in the registry's order.")
    @APIResponse(responseCode = "200", description = "The strategies, in the registry's order")
    @APIResponse(responseCode = "401", description = "Not signed in",
            content = @Content(mediaType = "application/problem+json"))
    public List<StrategyView> strategies() {
        return Mechanisms.strategies().descriptions().stream().map(StrategyResource::view).toList();
    }

    private static StrategyView view(StrategyRegistry.Description strategy) {
        return new StrategyView(strategy.name(), strategy.description(),
                strategy.options().stream().map(StrategyResource::view).toList(), strategy.waitsInQueue(),
                strategy.collectsBids(), strategy.choosesInHomeGrid(), strategy.basis());
    }

    private static OptionView view(StrategyOption option) {
        return new OptionView(option.field(), option.description(), option.choices().stream()
                .map(choice -> new ChoiceView(choice.name(), choice.description())).toList());
    }
}
