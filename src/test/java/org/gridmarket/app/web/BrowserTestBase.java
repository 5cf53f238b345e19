package org.gridmarket.app.web;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.common.http.TestHTTPResource;
import java.net.URL;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInfo;
import org.opentest4j.AssertionFailedError;

/**
 * What every browser test class shares: one Chromium for the class, and tabs at laptop or phone width on the
 * test app, named after the test (their screenshots go to target/screenshots/).
 */
abstract class BrowserTestBase {
    private static final int LAPTOP_WIDTH = 1280;
    private static final int LAPTOP_HEIGHT = 800;
    private static final int PHONE_WIDTH = 390;
    private static final int PHONE_HEIGHT = 844;
    static Browser browser;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void startBrowser() {
        browser = Browser.start();
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    Browser.Tab laptop(TestInfo test) {
        return tab(test, LAPTOP_WIDTH, LAPTOP_HEIGHT);
    }

    Browser.Tab phone(TestInfo test) {
        return tab(test, PHONE_WIDTH, PHONE_HEIGHT);
    }

    private Browser.Tab tab(TestInfo test, int width, int height) {
        return browser.open(base.toString(), test.getTestMethod().orElseThrow().getName(), width, height);
    }

    /** Signs in on the login page and waits for the page the role lands on. */
    static void signIn(Browser.Tab tab, String username, String password, String homePath) {
        Page page = tab.page;
        page.navigate("/login");
        page.getByLabel("Username").fill(username);
        page.getByLabel("Password").fill(password);
        button(page, "Sign in").click();
        page.waitForURL("**" + homePath);
    }

    /**
     * Issue 32 E: what users and owners read has none of the papers' terms and no site ids; those stay inside the
     * "how this works" disclosures (closed, so not part of the page's rendered text). A command line's option
     * {@code --site 42} (issue 33: the command that starts a cluster's agent) is no site named by its id.
     */
    static final Pattern JARGON = Pattern.compile("\\bGFA\\b|\\bDBC\\b|\\bTAI2?\\b|p_?max|\\bpmax\\b|δ|\\bEq\\. ?\\(?\\d"
            + "|\\bL \\d+ ?%|(?<!--)\\bsite #?\\d+\\b|CPU-second|(?i:\\bseed 0\\d\\d)|\\b(job|gateway)_[a-z_]+\\b");

    /** Fails naming the first paper term or site id in the page's rendered text (outside closed disclosures). */
    static void assertNoJargon(Page page, String where) {
        String text = (String) page.evaluate("document.body.innerText");
        Matcher found = JARGON.matcher(text);
        if (found.find()) {
            int from = Math.max(0, found.start() - 60);
            throw new AssertionFailedError(where + " shows \"" + found.group() + "\" in \""
                    + text.substring(from, Math.min(text.length(), found.end() + 60)).replace('\n', ' ') + "\"");
        }
    }

    /** The form field labelled exactly {@code label}. */
    static Locator field(Page page, String label) {
        return page.getByLabel(label, new Page.GetByLabelOptions().setExact(true));
    }

    /** The button named exactly {@code name}. */
    static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }
}
