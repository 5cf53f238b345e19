package org.gridmarket.app.platform;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.stream.LongStream;

/**
 * The service's own view of its latency: every HTTP route's timer ({@code http_server_requests_seconds} at
 * {@code /q/metrics}) also publishes its median and 99th percentile, measured from the request's arrival at
 * the service to its response (over Micrometer's sliding window of about two minutes), and cumulative counts
 * of the requests answered within 5, 10, 25, 50, 100 and 250 ms ({@code _bucket{le=...}}). Set beside a load
 * generator's figures they tell the time spent in the service from the time spent reaching it and back. The
 * counts never slide: read at two moments, as the load test does every second, they give the share answered
 * within each bound between exactly those moments.
 */
public class RequestLatencyPercentiles {
    static final String HTTP_SERVER_REQUESTS = "http.server.requests";
    static final double[] BUCKET_BOUNDS_NANOS = LongStream.of(5, 10, 25, 50, 100, 250)
            .mapToDouble(millis -> Duration.ofMillis(millis).toNanos()).toArray();

    @Produces
    @Singleton
    MeterFilter httpServerPercentiles() {
        return new MeterFilter() {
            @Override
            public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
                if (!HTTP_SERVER_REQUESTS.equals(id.getName())) {
                    return config;
                }
                return DistributionStatisticConfig.builder().percentiles(0.5, 0.99)
                        .serviceLevelObjectives(BUCKET_BOUNDS_NANOS).build().merge(config);
            }
        };
    }
}
