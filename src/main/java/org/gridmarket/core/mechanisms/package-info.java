/**
 * The composition root of the core's mechanisms: which pricing rule and which placement strategies the live
 * market offers. It depends on every mechanism package; none depends on it.
 */
package org.gridmarket.core.mechanisms;
