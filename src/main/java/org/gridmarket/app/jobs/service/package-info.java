/**
 * The live engine (one thread, model time on a scaled wall clock, the core's GFAs and LRMSs), the job
 * lifecycle and its money (holds, charges, releases), quotes, cancellation, reconciliation.
 */
package org.gridmarket.app.jobs.service;
