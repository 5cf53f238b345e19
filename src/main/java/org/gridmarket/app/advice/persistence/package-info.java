/** The advisor's reads of what the market saw: jobs, local jobs and quotes not taken, by model time. */
package org.gridmarket.app.advice.persistence;
