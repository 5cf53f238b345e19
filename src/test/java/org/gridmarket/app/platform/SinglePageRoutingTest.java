package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SinglePageRoutingTest {

    @ParameterizedTest(name = "{0} is a page of the app: {1}")
    @CsvSource({
        "/login, true",
        "/owner/clusters/2, true",
        "/admin/statements, true",
        "/apis, true",
        "/, false",
        "/api, false",
        "/api/nowhere, false",
        "/q/health, false",
        "/@vite/client, false",
        "/assets/index-abc.js, false",
        "/favicon.ico, false",
    })
    void reroutesOnlyTheAppsOwnPagePaths(String path, boolean page) {
        assertThat(SinglePageRouting.isPage(path)).isEqualTo(page);
    }
}
