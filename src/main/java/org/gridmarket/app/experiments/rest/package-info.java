/** HTTP for research runs: {@code /api/experiments}; admins start, cancel and upload, every signed-in user reads. */
package org.gridmarket.app.experiments.rest;
