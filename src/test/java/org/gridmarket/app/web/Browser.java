package org.gridmarket.app.web;

import com.microsoft.playwright.Browser.NewContextOptions;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;

/**
 * Debian's Chromium driven by Playwright (no browser is downloaded), one fresh context per test, and a
 * screenshot of every page a test visits under {@code target/screenshots/}.
 */
final class Browser implements AutoCloseable {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final List<String> FLAGS = List.of("--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
            "--disable-quic");

    private final Playwright playwright;
    private final com.microsoft.playwright.Browser chromium;

    private Browser() {
        playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        // launch() gives every run a fresh temporary user-data dir, removed on close.
        chromium = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(CHROMIUM).setHeadless(true).setArgs(FLAGS));
    }

    /** Skips the calling tests when this machine has no Chromium (CI installs it, so there they run). */
    static Browser start() {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM),
                "browser tests skipped: " + CHROMIUM + " is missing (apt-get install chromium)");
        return new Browser();
    }

    /** A new, empty browser context (own sessionStorage) of the given viewport. */
    Tab open(String baseUrl, String testName, int width, int height) {
        BrowserContext context = chromium.newContext(new NewContextOptions()
                .setBaseURL(baseUrl).setViewportSize(width, height).setLocale("en-GB"));
        context.setDefaultTimeout(15_000);
        Page page = context.newPage();
        // What the page logs and every refused request go to the test output, to explain a failure.
        page.onConsoleMessage(message -> System.out.printf("[browser %s] console %s: %s%n", testName,
                message.type(), message.text()));
        page.onResponse(response -> {
            if (response.status() >= 400) {
                System.out.printf("[browser %s] %d %s %s%n", testName, response.status(),
                        response.request().method(), response.url());
            }
        });
        return new Tab(context, page, testName);
    }

    @Override
    public void close() {
        chromium.close();
        playwright.close();
    }

    /** One test's page, numbering its screenshots in the order taken. */
    static final class Tab implements AutoCloseable {
        final Page page;
        private final BrowserContext context;
        private final String testName;
        private int shots;

        private Tab(BrowserContext context, Page page, String testName) {
            this.context = context;
            this.page = page;
            this.testName = testName;
        }

        void screenshot(String what) {
            try {
                Files.createDirectories(SCREENSHOTS);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            String file = String.format("%s-%02d-%s.png", testName, ++shots, what);
            page.screenshot(new Page.ScreenshotOptions().setPath(SCREENSHOTS.resolve(file)).setFullPage(true));
        }

        @Override
        public void close() {
            context.close();
        }
    }
}
