package org.gridmarket.core.engine;

import java.nio.charset.StandardCharsets;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/**
 * Independent, reproducible random streams, one per named component.
 *
 * <p>Each stream's seed is derived from the master seed and the component's name only (a 64-bit FNV-1a
 * hash of the UTF-8 name, mixed with the master seed by the SplitMix64 finaliser). Adding a component, or
 * drawing more numbers in one, never shifts the draws of another. The generator is Commons RNG's
 * XoRoShiRo128++ (period 2^128 − 1), whose seeding from a {@code long} is itself deterministic.
 *
 * <p>Costs: {@link #stream} O(length of the name) plus a constant generator set-up.
 */
public final class RandomStreams {

    private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private final long masterSeed;

    public RandomStreams(long masterSeed) {
        this.masterSeed = masterSeed;
    }

    public long masterSeed() {
        return masterSeed;
    }

    /** A fresh generator for the component; the same name and master seed always give the same draws. */
    public UniformRandomProvider stream(String componentName) {
        return RandomSource.XO_RO_SHI_RO_128_PP.create(componentSeed(componentName));
    }

    /** The seed for one component: stable across runs, JVMs and platforms. */
    public long componentSeed(String componentName) {
        return mix(masterSeed ^ fnv1a(componentName));
    }

    private static long fnv1a(String text) {
        long hash = FNV_OFFSET_BASIS;
        for (byte value : text.getBytes(StandardCharsets.UTF_8)) {
            hash ^= value & 0xff;
            hash *= FNV_PRIME;
        }
        return hash;
    }

    /** SplitMix64 finaliser: spreads nearby inputs over the whole 64-bit range. */
    private static long mix(long value) {
        long mixed = value + 0x9e3779b97f4a7c15L;
        mixed = (mixed ^ (mixed >>> 30)) * 0xbf58476d1ce4e5b9L;
        mixed = (mixed ^ (mixed >>> 27)) * 0x94d049bb133111ebL;
        return mixed ^ (mixed >>> 31);
    }
}
