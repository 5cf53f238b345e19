package org.gridmarket.app.accounts.service;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.SecurityIdentityAugmentor;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import org.gridmarket.app.platform.ApiProblem;

/**
 * A signed token proves who the caller is, not what they may do: whatever roles ({@code groups}) it carries,
 * the request gets exactly the role of the gridmarket account the token names, and a token naming no account
 * is refused (401). Without this, a validly signed token from an external issuer for alice carrying
 * {@code groups: [admin]}, or for a name with no account at all, could list users and grant G$ while
 * {@code /api/me} said {@code user}.
 *
 * <p>An account seen before costs no query ({@link AccountService#knownCaller}); anyone else is looked up on
 * a worker thread, so a request served on the event loop (a job submission) never waits for the database
 * there.
 */
@ApplicationScoped
public class AccountRoles implements SecurityIdentityAugmentor {
    private final AccountService accounts;

    public AccountRoles(AccountService accounts) {
        this.accounts = accounts;
    }

    @Override
    public Uni<SecurityIdentity> augment(SecurityIdentity identity, AuthenticationRequestContext context) {
        if (identity.isAnonymous() || identity.getAttribute(Role.AGENT_SITE_ATTRIBUTE) != null) { // a key: no account
            return Uni.createFrom().item(identity);
        }
        String username = identity.getPrincipal().getName();
        AccountService.Person known = accounts.knownCaller(username);
        if (known != null) {
            return Uni.createFrom().item(withRoleOf(identity, known));
        }
        return context.runBlocking(() -> withRoleOf(identity, lookUp(username)));
    }

    private AccountService.Person lookUp(String username) {
        try {
            return accounts.caller(username);
        } catch (ApiProblem unknown) {
            throw new AuthenticationFailedException("the token names no gridmarket account");
        }
    }

    /** {@code identity} with its token's roles replaced by the account's one role. */
    private static SecurityIdentity withRoleOf(SecurityIdentity identity, AccountService.Person person) {
        return QuarkusSecurityIdentity.builder()
                .setPrincipal(identity.getPrincipal())
                .addCredentials(identity.getCredentials())
                .addAttributes(identity.getAttributes())
                .addRole(person.role().tokenName())
                .setAnonymous(false)
                .build();
    }
}
