/**
 * Workloads: the {@link org.gridmarket.core.workload.Job} model, the Standard Workload Format of the
 * Parallel Workloads Archive (reader, writer, filters), the Lublin99 model generator and Poisson arrivals
 * (seed 003 §5.2), and where trace files are found.
 */
package org.gridmarket.core.workload;
