package org.gridmarket.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.gridmarket.core.federation.DbcQuotation;
import org.gridmarket.core.federation.Superscheduler;
import org.gridmarket.core.market.PlacementStrategy;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * ARCHITECTURE.md principle 1: the core is plain Java, so the simulator and the service share it. (Plain
 * JUnit tests over ArchUnit's API: Quarkus's test class loading keeps the ArchUnit engine from running.)
 */
class CoreIsPlainJavaTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.gridmarket");
    }

    @Test
    void coreImportsNoFramework() {
        noClasses().that().resideInAPackage("org.gridmarket.core..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "io.quarkus..", "jakarta..", "javax.persistence..", "org.hibernate..",
                        "com.fasterxml.jackson..", "io.smallrye..", "io.vertx..", "org.knowm..", "picocli..",
                        "org.apache.commons.csv..")
                .because("the core runs in the simulator without any framework, and output formats belong to sim "
                        + "and cli (ARCHITECTURE.md principle 1)")
                .check(classes);
    }

    @Test
    void theServiceNamesNoStrategy() {
        noClasses().that().resideInAPackage("org.gridmarket.app..")
                .should().dependOnClassesThat().implement(PlacementStrategy.class)
                .orShould().dependOnClassesThat().implement(Superscheduler.class)
                .orShould().dependOnClassesThat().belongToAnyOf(DbcQuotation.class)
                .because("a job's strategy is chosen by name from the core's registry (core/mechanisms): a new "
                        + "mechanism is a core package plus its registration, and app/ changes for none (issue 19)")
                .check(classes);
    }

    @Test
    void coreDoesNotReachIntoTheServiceOrTheSimulator() {
        noClasses().that().resideInAPackage("org.gridmarket.core..")
                .should().dependOnClassesThat().resideInAnyPackage("org.gridmarket.app..", "org.gridmarket.sim..",
                        "org.gridmarket.cli..")
                .because("dependencies point inwards: app, sim and cli use core, never the reverse")
                .check(classes);
    }

    @Test
    void theAgentRunsWithoutTheService() {
        noClasses().that().resideInAPackage("org.gridmarket.agent..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "io.quarkus..", "jakarta..", "javax.persistence..", "org.hibernate..", "io.smallrye..",
                        "io.vertx..", "org.jboss..", "org.gridmarket.app..", "org.gridmarket.sim..")
                .because("the Slurm agent runs on a cluster's login node with no web server and no database: plain "
                        + "Java, picocli, java.net.http and Jackson (issue 33)")
                .check(classes);
    }
}
