package org.gridmarket.app;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Test helpers: log in as the demo accounts (tokens cached per test JVM) and build requests. */
public final class Api {
    private static final Map<String, String> TOKENS = new ConcurrentHashMap<>();

    private Api() {
    }

    public static String token(String username) {
        return TOKENS.computeIfAbsent(username, name -> given().contentType(ContentType.JSON)
                .body(Map.of("username", name, "password", "demo"))
                .post("/api/auth/login")
                .then().statusCode(200)
                .extract().path("accessToken"));
    }

    /** A request authenticated as {@code username}, or anonymous for null. */
    public static RequestSpecification as(String username) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return username == null ? request : request.auth().oauth2(token(username));
    }
}
