package org.gridmarket.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * STYLE.md: resources are thin — they validate, call one service method and map the result; no queries and no
 * transactions in a resource. Queries live in a feature's service or persistence.
 */
class ResourcesRunNoQueriesTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.gridmarket.app");
    }

    @Test
    void resourcesReachNoDatabaseApi() {
        noClasses().that().resideInAPackage("org.gridmarket.app..rest..")
                .should().dependOnClassesThat().resideInAnyPackage("jakarta.persistence..",
                        "io.quarkus.hibernate.orm.panache..", "java.sql..", "javax.sql..", "io.agroal..")
                .because("a resource hands the request to a service; the service owns queries and transactions")
                .check(classes);
    }

    @Test
    void resourcesCallNoEntityQuery() {
        DescribedPredicate<JavaMethodCall> entityQuery = DescribedPredicate.describe("a query of an entity",
                call -> call.getTargetOwner().isAssignableTo(PanacheEntityBase.class)
                        && call.getName().matches("(find|list|count|stream|delete|persist|update|flush).*"));
        noClasses().that().resideInAPackage("org.gridmarket.app..rest..")
                .should().callMethodWhere(entityQuery)
                .because("a resource hands the request to a service; the service owns queries and transactions")
                .check(classes);
    }

    /**
     * STYLE.md: entities never cross HTTP; a resource maps the records its service answers. (The jobs API's views
     * still read the job entity; that feature's service is being reshaped, so the rule covers the others.)
     */
    @Test
    void viewsTakeNoEntity() {
        noClasses().that().resideInAnyPackage("org.gridmarket.app.accounts.rest..", "org.gridmarket.app.sites.rest..",
                        "org.gridmarket.app.ledger.rest..")
                .should().dependOnClassesThat().areAnnotatedWith(Entity.class)
                .because("entities stay inside their feature's service and persistence")
                .check(classes);
    }
}
