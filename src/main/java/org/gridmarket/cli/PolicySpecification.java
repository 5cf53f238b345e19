package org.gridmarket.cli;

import org.gridmarket.core.lrms.BackfillingPolicy;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Converts {@code fcfs|easy|easy:K|conservative} into a {@link BackfillingPolicy}. */
final class PolicySpecification implements ITypeConverter<BackfillingPolicy> {

    @Override
    public BackfillingPolicy convert(String text) {
        try {
            return BackfillingPolicy.parse(text);
        } catch (IllegalArgumentException invalid) {
            throw new TypeConversionException(invalid.getMessage());
        }
    }
}
