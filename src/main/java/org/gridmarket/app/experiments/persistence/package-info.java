/**
 * A run's record ({@code run.json}) and its files, one directory per run under
 * {@code gridmarket.experiments.data-dir}; no database rows, so a run is whole wherever its directory goes.
 */
package org.gridmarket.app.experiments.persistence;
