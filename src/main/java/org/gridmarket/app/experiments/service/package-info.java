/**
 * Starting, queueing, running (a child JVM per run), cancelling and comparing research runs, and checking an
 * uploaded SWF trace before anything of it is stored.
 */
package org.gridmarket.app.experiments.service;
