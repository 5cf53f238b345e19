package org.gridmarket.app.platform;

import io.quarkus.vertx.http.runtime.RouteConstants;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The web app's own addresses ({@code /wallet}, {@code /owner/clusters/2} …) are routed in the browser, so
 * the service answers them with the app's {@code index.html}. The API ({@code /api}), the operational
 * endpoints ({@code /q}), Vite's dev-mode modules ({@code /@…}) and anything that names a file are left
 * alone: an unknown API path stays a problem+json 404.
 *
 * <p>Quinoa's own SPA routing would reroute only what REST does not answer, and our problem+json mapper
 * answers every unmatched path; so the page paths are rerouted before REST sees them.
 */
@ApplicationScoped
public class SinglePageRouting {
    private static final Set<String> NOT_PAGES = Set.of("/", "/api", "/q");
    private static final List<String> NOT_PAGE_PREFIXES = List.of("/api/", "/q/", "/@");
    private static final Pattern FILE_NAME = Pattern.compile(".*/[^/]*\\.[A-Za-z0-9]+$");

    void routePagesToTheApp(@Observes Router router) {
        router.get("/*").order(RouteConstants.ROUTE_ORDER_BEFORE_DEFAULT).handler(context -> {
            if (isPage(context.normalizedPath())) {
                context.reroute("/");
            } else {
                context.next();
            }
        });
    }

    static boolean isPage(String path) {
        return !NOT_PAGES.contains(path) && NOT_PAGE_PREFIXES.stream().noneMatch(path::startsWith)
                && !FILE_NAME.matcher(path).matches();
    }
}
