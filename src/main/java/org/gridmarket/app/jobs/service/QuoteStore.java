package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.jobs.persistence.StoredQuotes;
import org.gridmarket.app.platform.GridmarketConfig;

/**
 * Gives a computed quote its ids and stores it (issue 32): each option a submission may hold gets an id of 128
 * random bits (base64url, 22 characters) and holds until {@code gridmarket.quotes.validity} from now, wall clock.
 * It runs on the request's own thread after the engine has quoted, so storing a quote never lengthens an engine
 * turn; the engine reads the row only when a submission names it ({@link HeldQuotes}).
 */
@ApplicationScoped
public class QuoteStore {
    private static final int ID_BYTES = 16;

    private final StoredQuotes stored;
    private final Duration validity;
    private final SecureRandom random = new SecureRandom();

    public QuoteStore(AgroalDataSource dataSource, GridmarketConfig config) {
        this.stored = new StoredQuotes(dataSource);
        this.validity = config.quotes().validity();
    }

    /**
     * {@code quote} of {@code request} by {@code caller} with an id and a validity on every option it offers;
     * stored with what it asked at model second {@code askedAtSeconds} (the price advisor's demand, issue 35 C).
     */
    LeaseQuote issue(AccountService.Person caller, JobRequest request, LeaseQuote quote, long askedAtSeconds) {
        long userId = caller.id();
        String strategy = request.strategy();
        Instant now = Instant.now();
        Instant until = now.plus(validity);
        List<StoredQuotes.QuoteRecord> rows = new ArrayList<>();
        LeaseQuote.Bindable bound = issued(userId, strategy, quote.leaseType(), quote.bound(), now, until, rows);
        List<LeaseQuote.Option> options = new ArrayList<>();
        for (LeaseQuote.Option option : quote.options()) {
            options.add(option.leaseType().equals(quote.leaseType()) ? option.issued(bound)
                    : option.issued(issued(userId, strategy, option.leaseType(), option.bound(), now, until, rows)));
        }
        stored.insert(rows, new StoredQuotes.Asked(userId, caller.homeSiteId(), request.processors(),
                request.length(), request.budgetMicroGd(), request.deadlineSeconds(), strategy,
                request.tardinessPenaltyMicroGdPerSecond(), request.leaseType(), request.carriesScript(),
                request.fingerprint(), askedAtSeconds));
        return new LeaseQuote(quote.quote(), quote.leaseType(), options, bound);
    }

    private LeaseQuote.Bindable issued(long userId, String strategy, String leaseType, LeaseQuote.Bindable bindable,
                                       Instant now, Instant until, List<StoredQuotes.QuoteRecord> rows) {
        if (bindable.option() == null) {
            return bindable;
        }
        byte[] bits = new byte[ID_BYTES];
        random.nextBytes(bits);
        String id = Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
        rows.add(new StoredQuotes.QuoteRecord(id, userId, bindable.fingerprint(), strategy, leaseType,
                bindable.option(), now, until, null));
        return bindable.issued(id, until);
    }
}
