package org.gridmarket.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** ARCHITECTURE.md principle 1: the core is plain Java, so the simulator and the service share it. */
@AnalyzeClasses(packages = "org.gridmarket", importOptions = ImportOption.DoNotIncludeTests.class)
class CoreIsPlainJavaTest {

    @ArchTest
    static final ArchRule coreImportsNoFramework = noClasses()
            .that().resideInAPackage("org.gridmarket.core..")
            .should().dependOnClassesThat().resideInAnyPackage(
                    "io.quarkus..", "jakarta..", "javax.persistence..", "org.hibernate..",
                    "com.fasterxml.jackson..", "io.smallrye..", "io.vertx..")
            .because("the core runs in the simulator without any framework (ARCHITECTURE.md principle 1)");

    @ArchTest
    static final ArchRule coreDoesNotReachIntoTheService = noClasses()
            .that().resideInAPackage("org.gridmarket.core..")
            .should().dependOnClassesThat().resideInAnyPackage("org.gridmarket.app..", "org.gridmarket.sim..",
                    "org.gridmarket.cli..")
            .because("dependencies point inwards: app, sim and cli use core, never the reverse");
}
