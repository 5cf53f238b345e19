/**
 * Seed 000 (de Assunção, Buyya): InterGrid peering. Provider side: a {@link org.gridmarket.core.peering.Provider}
 * runs its local users' jobs and the jobs its gateway hands it under one of §6.3's policies (Eb, Cb, CbM, EbMf;
 * the partitions live in {@link org.gridmarket.core.lrms.PartitionedScheduler}), prices with the load of Eq. 1,
 * and sends its free time slots as a {@link org.gridmarket.core.peering.Publication} every interval of a
 * {@link org.gridmarket.core.peering.PublicationSchedule} (§4.1, Fig. 2), which the gateway turns back into a
 * {@link org.gridmarket.core.profile.PublishedProfile} to book from.
 */
package org.gridmarket.core.peering;
