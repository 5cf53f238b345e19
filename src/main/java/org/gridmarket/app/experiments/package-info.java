/**
 * Research runs from the web app (issue 35 A): the five paper experiments and trace replays, queued one at a time
 * and run in a child JVM each, their records and outputs kept in a directory per run (docs/research.md).
 */
package org.gridmarket.app.experiments;
