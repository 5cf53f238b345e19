/**
 * The owners' price advisor (issue 35 C): {@code POST /api/sites/{id}/price-advice} replays the demand the
 * market saw over the last model hours against candidate prices with the core's replay ({@code core/advice}).
 */
package org.gridmarket.app.advice;
