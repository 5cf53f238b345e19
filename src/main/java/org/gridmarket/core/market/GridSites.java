package org.gridmarket.core.market;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.peering.GridSupply;
import org.gridmarket.core.peering.ProviderLoad;
import org.gridmarket.core.peering.ResourceUnitPrice;
import org.gridmarket.core.peering.SupplyOffer;
import org.gridmarket.core.profile.FreeSteps;

/**
 * What a live grid's gateway knows of its providers (seed 000 §4–§5): the grid's listed sites, read straight
 * from their LRMS rather than from published free time slots (the live gateway runs beside them, so there is
 * nothing to publish). For a window [from, horizon):
 * <ul>
 *   <li>each site offers all its capacity, processors × (horizon − from) units (one unit is one CPU-second);</li>
 *   <li>at Eq. 1's price, cost + cost · load, where cost is the owner's fixed cost per CPU-second when the price
 *       card gives one, else the posted price per processor-hour ÷ 3,600, and load is §4.2's load of running
 *       and waiting jobs ({@link ProviderLoad});</li>
 *   <li>the booked units are the processor-seconds its LRMS has already given away in the window (capacity minus
 *       the free processors integrated over it), so L = booked ÷ offered is the window's utilisation.</li>
 * </ul>
 * Costs: O(jobs + change points) per site per call.
 */
final class GridSites implements GridSupply {
    /** The longest window priced: ten years (a deadline "past the end of time" is priced over this). */
    static final long LONGEST_WINDOW_SECONDS = 10L * 365 * 24 * 3600;

    /** A listed site of the grid and its owner's fixed cost per CPU-second (null: the posted price's). */
    record Member(MarketSite site, Long fixedCostMicroGdPerCpuSecond) {
        double unitCost() {
            return fixedCostMicroGdPerCpuSecond != null ? fixedCostMicroGdPerCpuSecond
                    : site.postedPriceMicroGd() / 3_600.0;
        }
    }

    private final List<Member> members;

    GridSites(List<Member> members) {
        this.members = List.copyOf(members);
    }

    @Override
    public List<SupplyOffer> offersUntil(long fromSeconds, long horizonSeconds) {
        long end = horizon(fromSeconds, horizonSeconds);
        List<SupplyOffer> offers = new ArrayList<>(members.size());
        for (Member member : members) {
            int processors = member.site().site().processors();
            double load = end > fromSeconds
                    ? ProviderLoad.ofQueue(member.site().lrms().jobs(), fromSeconds, processors, end) : 0;
            offers.add(new SupplyOffer(member.site().id(), Math.multiplyExact((long) processors, end - fromSeconds),
                    ResourceUnitPrice.of(member.unitCost(), load).price()));
        }
        return offers;
    }

    @Override
    public long bookedUnits(long fromSeconds, long horizonSeconds) {
        long end = horizon(fromSeconds, horizonSeconds);
        long booked = 0;
        for (Member member : members) {
            long capacity = Math.multiplyExact((long) member.site().site().processors(), end - fromSeconds);
            booked = Math.addExact(booked, capacity - freeUnits(member.site().lrms().freeSteps(), fromSeconds, end));
        }
        return booked;
    }

    /** The free processors of {@code steps} integrated over [from, to), in CPU-seconds. */
    static long freeUnits(FreeSteps steps, long fromSeconds, long toSeconds) {
        long free = 0;
        for (int i = 0; i < steps.size(); i++) {
            long start = Math.max(fromSeconds, steps.startSeconds()[i]);
            long end = Math.min(toSeconds, steps.endSeconds(i));
            if (end > start) {
                free = Math.addExact(free, Math.multiplyExact((long) steps.freeProcessors()[i], end - start));
            }
        }
        return free;
    }

    private static long horizon(long fromSeconds, long horizonSeconds) {
        return Math.max(fromSeconds, Math.min(horizonSeconds, fromSeconds + LONGEST_WINDOW_SECONDS));
    }
}
