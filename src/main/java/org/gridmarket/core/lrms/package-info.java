/**
 * A site's local resource management system (LRMS): the {@link org.gridmarket.core.lrms.Site} model, the
 * {@link org.gridmarket.core.lrms.LocalScheduler} that plans jobs on the site's availability profile, and the
 * backfilling policies of seed 000 §2.1.5 (FCFS, EASY with k pivots, conservative).
 */
package org.gridmarket.core.lrms;
