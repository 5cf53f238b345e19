/**
 * Seed 004 (Ranjan, Harwood, Buyya — Grid-Federation): the shared federation directory and, with the
 * Grid-Federation issue, the GFAs and DBC superscheduling.
 */
package org.gridmarket.core.federation;
