package org.gridmarket.app.platform;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;

/**
 * Strict JSON input (issue 18 B2): every value must already have its field's type. Money and counts are
 * integers, so {@code 1.5} or {@code "100"} for an integer field is an error rather than a silent truncation
 * or coercion; {@code true} or {@code 12} for a text field is an error rather than the text "true"; a blank
 * or control-character string for a number is an error rather than null; a key given twice is an error
 * rather than the last one winning; unknown fields and nulls for primitives too. Text may not carry control
 * characters other than tab, line feed and carriage return, nor unpaired surrogates (PostgreSQL cannot store
 * NUL at all). Each becomes 400 problem+json naming the field ({@link ProblemMappers}).
 */
@Singleton
public class JsonSettings implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        mapper.enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS);
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.configure(MapperFeature.ALLOW_COERCION_OF_SCALARS, false);
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        mapper.coercionConfigDefaults()
                .setAcceptBlankAsEmpty(false)
                .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        mapper.registerModule(new SimpleModule("gridmarket-plain-text").addDeserializer(String.class, new PlainText()));
    }

    /** Thrown for text with a control character or an unpaired surrogate; the mapper names the field. */
    public static final class ForbiddenCharacter extends InvalidFormatException {
        ForbiddenCharacter(JsonParser parser, String value) {
            super(parser, "text may not contain control characters", value, String.class);
        }
    }

    /** Jackson's own string reading, then a check of every character. */
    static final class PlainText extends StdScalarDeserializer<String> {
        PlainText() {
            super(String.class);
        }

        @Override
        public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            String value = StringDeserializer.instance.deserialize(parser, context);
            if (value != null && !plain(value)) {
                throw new ForbiddenCharacter(parser, value);
            }
            return value;
        }

        @Override
        public LogicalType logicalType() {
            return LogicalType.Textual;
        }

        private static boolean plain(String value) {
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if (Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r') {
                    return false;
                }
                if (Character.isHighSurrogate(c)) {
                    if (i + 1 == value.length() || !Character.isLowSurrogate(value.charAt(i + 1))) {
                        return false;
                    }
                    i++;
                } else if (Character.isLowSurrogate(c)) {
                    return false;
                }
            }
            return true;
        }
    }
}
