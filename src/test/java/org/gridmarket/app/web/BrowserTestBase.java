package org.gridmarket.app.web;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.common.http.TestHTTPResource;
import java.net.URL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInfo;

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

    /** The form field labelled exactly {@code label}. */
    static Locator field(Page page, String label) {
        return page.getByLabel(label, new Page.GetByLabelOptions().setExact(true));
    }

    /** The button named exactly {@code name}. */
    static Locator button(Page page, String name) {
        return page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }
}
