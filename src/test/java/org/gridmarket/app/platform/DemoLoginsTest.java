package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DemoLoginsTest {

    private static GridmarketConfig.Demo demo(boolean enabled, String password) {
        return new GridmarketConfig.Demo() {
            @Override
            public boolean enabled() {
                return enabled;
            }

            @Override
            public String password() {
                return password;
            }
        };
    }

    @Test
    void listsEveryDemoAccountAndTheDefaultPassword() {
        DemoLogins logins = DemoLogins.of(demo(true, "demo"));
        assertThat(logins.enabled()).isTrue();
        assertThat(logins.usernames()).containsExactly("admin", "owner1", "owner2", "owner3", "alice", "bob", "carol");
        assertThat(logins.password()).isEqualTo("demo");
    }

    @Test
    void neverShowsAPasswordChosenWithTheEnvironment() {
        DemoLogins logins = DemoLogins.of(demo(true, "s3cret-chosen"));
        assertThat(logins.usernames()).isNotEmpty();
        assertThat(logins.password()).isNull();
    }

    @Test
    void saysNothingWhenTheDemoIsOff() {
        DemoLogins logins = DemoLogins.of(demo(false, "demo"));
        assertThat(logins.enabled()).isFalse();
        assertThat(logins.usernames()).isEmpty();
        assertThat(logins.password()).isNull();
    }
}
