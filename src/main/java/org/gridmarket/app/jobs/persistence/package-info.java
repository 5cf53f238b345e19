/** Jobs and their event history: the {@code jobs} and {@code job_events} tables. */
package org.gridmarket.app.jobs.persistence;
