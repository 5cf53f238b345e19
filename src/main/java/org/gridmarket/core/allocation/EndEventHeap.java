package org.gridmarket.core.allocation;

/**
 * A binary min-heap of running jobs keyed by (end time, job index), so simultaneous ends pop in a fixed
 * order. Primitive arrays sized once; push and pop O(log n), peek O(1), no allocation after construction.
 */
final class EndEventHeap {

    private final int[] jobs;
    private final long[] endSeconds;
    private int size;

    /** {@code endSeconds} is indexed by job and owned by the caller; it must not change while a job is held. */
    EndEventHeap(int capacity, long[] endSeconds) {
        this.jobs = new int[capacity];
        this.endSeconds = endSeconds;
    }

    boolean isEmpty() {
        return size == 0;
    }

    long peekEndSeconds() {
        return endSeconds[jobs[0]];
    }

    void push(int job) {
        int index = size++;
        jobs[index] = job;
        while (index > 0) {
            int parent = (index - 1) >>> 1;
            if (!before(jobs[index], jobs[parent])) {
                break;
            }
            swap(index, parent);
            index = parent;
        }
    }

    int pop() {
        int top = jobs[0];
        jobs[0] = jobs[--size];
        int index = 0;
        while (true) {
            int smallest = index;
            int left = 2 * index + 1;
            if (left < size && before(jobs[left], jobs[smallest])) {
                smallest = left;
            }
            if (left + 1 < size && before(jobs[left + 1], jobs[smallest])) {
                smallest = left + 1;
            }
            if (smallest == index) {
                return top;
            }
            swap(index, smallest);
            index = smallest;
        }
    }

    private boolean before(int first, int second) {
        return endSeconds[first] < endSeconds[second] || endSeconds[first] == endSeconds[second] && first < second;
    }

    private void swap(int first, int second) {
        int held = jobs[first];
        jobs[first] = jobs[second];
        jobs[second] = held;
    }
}
