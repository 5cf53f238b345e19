/** HTTP for jobs: quotes, submissions, the status stream, owners' queues and local jobs, job audits. */
package org.gridmarket.app.jobs.rest;
