package org.gridmarket.core.lrms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Seed 000 §6.1's EWMA over 25 intervals, computed by hand on short series. */
class LoadForecastTest {

    private static final double EXACT = 1e-12;

    @Test
    void forecastsNothingBeforeTheFirstInterval() {
        assertTrue(LoadForecast.paperDefaults().forecast().isEmpty());
    }

    /**
     * Loads 0.2, 0.5, 0.8 with α = 2/26 = 1/13: weights 1, 12/13, 144/169 from the newest, so the forecasts
     * are 0.2; (0.5 + 0.2·12/13) ÷ (25/13) = 8.9/25 = 0.356; and (0.8·169 + 0.5·156 + 0.2·144) ÷ (169 + 156 +
     * 144) = 242/469.
     */
    @Test
    void weighsTheNewestIntervalMostOnAThreeIntervalSeries() {
        LoadForecast forecast = LoadForecast.paperDefaults();
        forecast.observe(0.2);
        assertEquals(0.2, forecast.forecast().getAsDouble(), EXACT);
        forecast.observe(0.5);
        assertEquals(0.356, forecast.forecast().getAsDouble(), EXACT);
        forecast.observe(0.8);
        assertEquals(242.0 / 469.0, forecast.forecast().getAsDouble(), EXACT);
    }

    /** A window of two drops the oldest: with α = 1/2, loads 1, 0, 0 forecast (0 + 0·1/2) ÷ 1.5 = 0. */
    @Test
    void forgetsObservationsOutsideTheWindow() {
        LoadForecast forecast = new LoadForecast(2, 0.5);
        forecast.observe(1.0);
        forecast.observe(0.0);
        assertEquals(1.0 / 3.0, forecast.forecast().getAsDouble(), EXACT);
        forecast.observe(0.0);
        assertEquals(0.0, forecast.forecast().getAsDouble(), EXACT);
        assertEquals(2, forecast.observations());
    }

    @Test
    void theDefaultWeightIsTwoOverTwentySix() {
        assertEquals(2.0 / 26.0, LoadForecast.paperDefaults().weight(), EXACT);
        assertEquals(25, LoadForecast.paperDefaults().windowIntervals());
    }

    @Test
    void refusesLoadsOutsideZeroToOneAndBadParameters() {
        LoadForecast forecast = LoadForecast.paperDefaults();
        assertThrows(IllegalArgumentException.class, () -> forecast.observe(1.01));
        assertThrows(IllegalArgumentException.class, () -> forecast.observe(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> new LoadForecast(0, 0.5));
        assertThrows(IllegalArgumentException.class, () -> new LoadForecast(25, 0));
    }
}
