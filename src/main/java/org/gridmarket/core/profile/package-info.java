/**
 * The availability profile of seed 000 §4 and §5.3 (after Mu'alem and Feitelson): a step function from
 * time to free processors kept in an ordered map, with the operations schedulers need (earliest start,
 * reserve, release, free time slots, utilisation over a window).
 */
package org.gridmarket.core.profile;
