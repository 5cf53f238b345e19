package org.gridmarket.app.accounts.rest;

import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.PasswordHasher;
import org.gridmarket.app.accounts.service.TokenIssuer;
import org.gridmarket.app.platform.MaxUtf8Bytes;

/** {@code POST /api/auth/login}: username and password in, a signed bearer token out. */
@Path("/api/auth")
public class AuthResource {
    private final AccountService accounts;

    public AuthResource(AccountService accounts) {
        this.accounts = accounts;
    }

    public record LoginRequest(@NotBlank @Size(max = 64) String username,
                               @NotBlank @MaxUtf8Bytes(PasswordHasher.MAX_PASSWORD_BYTES) String password) {
    }

    public record LoginResponse(String accessToken, String tokenType, Instant expiresAt) {
    }

    @Operation(operationId = "login")
    @APIResponse(responseCode = "200", description = "A signed bearer token",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = LoginResponse.class)))
    @APIResponse(responseCode = "401", description = "Unknown username or wrong password")
    @POST
    @Path("/login")
    @PermitAll
    public LoginResponse login(@NotNull @Valid LoginRequest request, @Context HttpServerRequest http) {
        // The peer's address, or the client's where quarkus.http.proxy.proxy-address-forwarding trusts a proxy.
        TokenIssuer.Token token = accounts.login(request.username(), request.password(),
                http.remoteAddress().hostAddress());
        return new LoginResponse(token.value(), "Bearer", token.expiresAt());
    }
}
