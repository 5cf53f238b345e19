/**
 * Metrics over finished jobs: per-job records, utilisation, acceptance, waiting and response times, ART
 * (seed 002 Eq. 1), AWRT (seed 000 Eq. 5), bounded slowdown, makespan, and time series of utilisation and
 * queue length. Pure functions over records; nothing here schedules.
 */
package org.gridmarket.core.metrics;
