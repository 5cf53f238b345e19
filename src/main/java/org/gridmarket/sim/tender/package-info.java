/**
 * Seed 003 §5 (Caramia, Giordani — "Resource Allocation in Grid Computing: An Economic Model"): the simulation
 * study of the tender/contract-net economy in {@code core/tender} against round-robin. Ten clusters of ten
 * 400 MIPS machines priced 6–8 G$ per second, Poisson tasks at λ = 1, …, 10 (45 % background), four series on
 * identical arrivals (ECO1, ECO2, RR, RR-any), mean and 95 % confidence interval over seeds; then report.md
 * beside the paper's quoted values, the plots of Figs. 1–2 and summary.json.
 */
package org.gridmarket.sim.tender;
