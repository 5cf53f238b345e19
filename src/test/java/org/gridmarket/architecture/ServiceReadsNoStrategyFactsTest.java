package org.gridmarket.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import org.gridmarket.core.market.Agreement;
import org.gridmarket.core.market.PlacementStrategy;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 31: what depends on a job's strategy is the core's to decide. app/ asks the registry
 * ({@code StrategyRegistry.validate}, {@code descriptions}) and records what the market reports; it reads no
 * capability flag of a strategy and tests no agreement's type, so a new mechanism changes no app/ file. (Plain
 * JUnit over ArchUnit's API, as {@link CoreIsPlainJavaTest}.)
 */
class ServiceReadsNoStrategyFactsTest {
    private static final Set<String> FLAGS = Set.of("weighsLateness", "peers", "offersLeases", "waitsInQueue",
            "collectsBids");
    private static JavaClasses classes;

    @BeforeAll
    static void importProductionClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.gridmarket");
    }

    @Test
    void theServiceReadsNoCapabilityFlagOfAStrategy() {
        noClasses().that().resideInAPackage("org.gridmarket.app..")
                .should().callMethodWhere(new DescribedPredicate<JavaMethodCall>(
                        "a capability flag of PlacementStrategy " + FLAGS) {
                    @Override
                    public boolean test(JavaMethodCall call) {
                        return FLAGS.contains(call.getTarget().getName())
                                && call.getTarget().getParameterTypes().isEmpty()
                                && call.getTargetOwner().isAssignableTo(PlacementStrategy.class);
                    }
                })
                .because("strategy-dependent rules are the registry's (StrategyRegistry.validate) and the market's: "
                        + "a flag read in app/ is a branch to edit for every new strategy (issue 31)")
                .check(classes);
    }

    @Test
    void theServiceKnowsAgreementsOnlyByTheirInterface() {
        noClasses().that().resideInAPackage("org.gridmarket.app..")
                .should().dependOnClassesThat(new DescribedPredicate<JavaClass>("implement " + Agreement.class.getName()) {
                    @Override
                    public boolean test(JavaClass type) {
                        return !type.isEquivalentTo(Agreement.class) && type.isAssignableTo(Agreement.class);
                    }
                })
                .because("what an agreement means (its settlement, its redirection) is the core's; app/ records what "
                        + "the market reports and tests no agreement's type (issue 31)")
                .check(classes);
    }
}
