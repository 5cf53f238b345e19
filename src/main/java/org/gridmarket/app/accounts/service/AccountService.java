package org.gridmarket.app.accounts.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.gridmarket.app.accounts.persistence.UserEntity;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.RateLimits;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.ledger.AccountKind;

/** People: creating them (with the ledger account their role needs), logging them in, finding callers. */
@ApplicationScoped
public class AccountService {
    private final PasswordHasher passwords;
    private final TokenIssuer tokens;
    private final LedgerService ledger;
    private final TransactionSynchronizationRegistry transactions;
    private final RateLimits rateLimits;
    /**
     * Callers by username, so a request with a token costs no query. A person's id, name, role and creation
     * never change; {@link #setHomeSite} drops the entry when its transaction ends.
     */
    private final Map<String, Person> callers = new ConcurrentHashMap<>();

    public AccountService(PasswordHasher passwords, TokenIssuer tokens, LedgerService ledger,
                          TransactionSynchronizationRegistry transactions, RateLimits rateLimits) {
        this.passwords = passwords;
        this.tokens = tokens;
        this.ledger = ledger;
        this.transactions = transactions;
        this.rateLimits = rateLimits;
    }

    /**
     * A person as the API shows them; {@code homeSiteId} is the site whose GFA receives their jobs (null:
     * the lowest-id priced site's).
     */
    public record Person(long id, String username, Role role, java.time.Instant createdAt, Long homeSiteId) {
        static Person of(UserEntity entity) {
            return new Person(entity.id, entity.username, Role.parse(entity.role).orElseThrow(), entity.createdAt,
                    entity.homeSiteId);
        }
    }

    /**
     * Checks the password and signs a token; unknown names and wrong passwords fail alike. Failures are
     * rate-limited per username and per client address (docs/api.md, "Rate limits"), checked before bcrypt runs.
     */
    @Transactional
    public TokenIssuer.Token login(String username, String password, String clientAddress) {
        RateLimits.LoginAttempt attempt = rateLimits.beginLogin(username, clientAddress);
        Optional<UserEntity> user = UserEntity.findByUsername(username);
        if (!passwords.matches(password, user.map(u -> u.passwordHash).orElse(null))) {
            throw new ApiProblem(401, "invalid-credentials", "Invalid credentials", "unknown username or wrong password");
        }
        attempt.succeeded();
        return tokens.issue(user.get().username, Role.parse(user.get().role).orElseThrow());
    }

    /**
     * Creates a person and, for a user, a wallet; for an owner, a revenue account — in one transaction.
     */
    @Transactional
    public Person create(String username, String password, Role role) {
        if (UserEntity.findByUsername(username).isPresent()) {
            throw ApiProblem.conflict("username-taken", "username " + username + " is already taken");
        }
        UserEntity user = new UserEntity();
        user.username = username;
        user.passwordHash = passwords.hash(password);
        user.role = role.tokenName();
        user.persist();
        user.flush();
        switch (role) {
            case USER -> ledger.openAccount(AccountKind.USER_WALLET, "wallet:" + username, user.id);
            case OWNER -> ledger.openAccount(AccountKind.OWNER_REVENUE, "revenue:" + username, user.id);
            case ADMIN -> { }
        }
        UserEntity.getEntityManager().refresh(user);
        return Person.of(user);
    }

    @Transactional
    public List<Person> list() {
        return UserEntity.<UserEntity>listAll(io.quarkus.panache.common.Sort.by("id")).stream().map(Person::of).toList();
    }

    /** A page of every account by id. */
    @Transactional
    public org.gridmarket.app.platform.Page<Person> list(org.gridmarket.app.platform.PageRequest request) {
        var query = UserEntity.<UserEntity>findAll(io.quarkus.panache.common.Sort.by("id"));
        return new org.gridmarket.app.platform.Page<>(query.page(request.page(), request.size()).list(), query.count())
                .map(Person::of);
    }

    /** The person a verified token names; a token for a name gridmarket does not know is refused. */
    public Person caller(String username) {
        Person cached = knownCaller(username);
        if (cached != null) {
            return cached;
        }
        Person person = QuarkusTransaction.joiningExisting().call(() -> UserEntity.findByUsername(username))
                .map(Person::of).orElseThrow(() -> new ApiProblem(401, "unknown-account", "Unknown account",
                        "the token names no gridmarket account"));
        callers.put(username, person);
        return person;
    }

    /** {@link #caller} if it needs no query (the caller was seen before), else null. */
    public Person knownCaller(String username) {
        return callers.get(username);
    }

    @Transactional
    public Optional<Person> find(String username) {
        return UserEntity.findByUsername(username).map(Person::of);
    }

    /**
     * Sets the site whose GFA receives this user's jobs (seed 004: a user is local to one GFA). 404 for no such
     * person; 422 naming {@code id} for an owner or admin (they submit no federation jobs) and naming
     * {@code siteId} for no such site or a withdrawn one (seed 004 §3's unsubscribe: it takes no new jobs).
     */
    @Transactional
    public void setHomeSite(long userId, long siteId) {
        UserEntity user = UserEntity.<UserEntity>findByIdOptional(userId)
                .orElseThrow(() -> ApiProblem.notFound("user " + userId));
        if (!Role.USER.tokenName().equals(user.role)) {
            throw ApiProblem.invalid("id", "only a user has a home site; " + user.username + " is an " + user.role);
        }
        SiteEntity site = SiteEntity.findById(siteId);
        if (site == null) {
            throw ApiProblem.invalid("siteId", "no site " + siteId);
        }
        if (site.withdrawnAt != null) {
            throw ApiProblem.invalid("siteId", "site " + siteId + " was withdrawn at " + site.withdrawnAt
                    + " and takes no new jobs");
        }
        user.homeSiteId = siteId;
        callers.remove(user.username);
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
            }

            @Override
            public void afterCompletion(int status) {
                callers.remove(user.username);
            }
        });
    }

    /**
     * Where a person's jobs start (seed 000: a user belongs to the grid of their home site; seed 004: the site's
     * broker receives their jobs): the site's id, name and grid, or null for no home site or a withdrawn one
     * (the market then takes their jobs at the lowest-id priced site, with no home grid).
     */
    public record Home(long siteId, String siteName, String grid) {
    }

    @Transactional
    public Home homeOf(Person person) {
        if (person.homeSiteId() == null) {
            return null;
        }
        SiteEntity site = SiteEntity.findById(person.homeSiteId());
        return site == null || site.withdrawnAt != null ? null : new Home(site.id, site.name, site.gridName);
    }

    @Transactional
    public boolean anyAdmin() {
        return UserEntity.count("role", Role.ADMIN.tokenName()) > 0;
    }
}
