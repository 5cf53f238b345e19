package org.gridmarket.cli;

import org.gridmarket.core.lrms.Site;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Converts {@code NAME:PROCESSORS[:MIPS]} into a {@link Site}; MIPS defaults to the reference speed. */
final class SiteSpecification implements ITypeConverter<Site> {

    @Override
    public Site convert(String text) {
        String[] parts = text.split(":");
        if (parts.length < 2 || parts.length > 3 || parts[0].isBlank()) {
            throw new TypeConversionException("expected NAME:PROCESSORS[:MIPS], got '" + text + "'");
        }
        try {
            int processors = Integer.parseInt(parts[1]);
            double mips = parts.length == 3 ? Double.parseDouble(parts[2]) : Site.REFERENCE_MIPS_PER_PROCESSOR;
            return new Site(parts[0], processors, mips, Site.DEFAULT_BANDWIDTH_GIGABITS_PER_SECOND);
        } catch (IllegalArgumentException invalid) {
            throw new TypeConversionException("invalid site '" + text + "': " + invalid.getMessage());
        }
    }
}
