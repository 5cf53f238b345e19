/** Jobs feature: quotes, submission, the live engine bridge, cancellation, job events, site queues and agents. */
package org.gridmarket.app.jobs;
