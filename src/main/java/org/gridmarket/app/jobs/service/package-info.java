/**
 * The live engine: {@link org.gridmarket.app.jobs.service.LiveEngine} takes commands, one thread runs them in turns
 * ({@link org.gridmarket.app.jobs.service.EngineLoop}, {@link org.gridmarket.app.jobs.service.EngineTurn}) on the
 * core market that {@link org.gridmarket.app.jobs.service.EngineState} holds and
 * {@link org.gridmarket.app.jobs.service.EngineRebuild} makes from the database; what the market does comes back
 * through one recorder ({@link org.gridmarket.app.jobs.service.JobRecorder}) into the turn's writes
 * ({@link org.gridmarket.app.jobs.service.TurnWriter}). Also quotes, cancellation, site agents, reconciliation.
 */
package org.gridmarket.app.jobs.service;
