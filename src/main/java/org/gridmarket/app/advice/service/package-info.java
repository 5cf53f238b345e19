/** The advisor's rules: who may ask, the window and its limits, the snapshot, the replays. */
package org.gridmarket.app.advice.service;
