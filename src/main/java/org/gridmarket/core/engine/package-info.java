/**
 * Discrete-event engine: the future-event queue ordered by (time, sequence number), the {@link
 * org.gridmarket.core.engine.Clock} abstraction (virtual time in simulation, wall time in the live service)
 * and seeded per-component random streams. Nothing here knows about jobs, sites or policies.
 */
package org.gridmarket.core.engine;
