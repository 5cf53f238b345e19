/**
 * The scheduling and market core: plain, deterministic Java with no framework imports (an ArchUnit test
 * enforces it). The live service and the simulator call the same classes; only the clock differs.
 */
package org.gridmarket.core;
