package org.gridmarket.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventQueueTest {

    @Test
    void eventsAtTheSameTimeRunInSchedulingOrder() {
        EventLoop loop = new EventLoop(0);
        List<String> ran = new ArrayList<>();
        loop.schedule(5, () -> ran.add("b"));
        loop.schedule(3, () -> ran.add("a"));
        loop.schedule(5, () -> ran.add("c"));
        loop.schedule(5, () -> loop.schedule(5, () -> ran.add("e")));
        loop.schedule(5, () -> ran.add("d"));

        loop.run();

        assertEquals(List.of("a", "b", "c", "d", "e"), ran);
        assertEquals(5, loop.clock().nowSeconds());
        assertEquals(6, loop.processedEvents());
    }

    @Test
    void eventsCannotBeScheduledInThePast() {
        EventLoop loop = new EventLoop(10);

        assertThrows(IllegalArgumentException.class, () -> loop.schedule(9, () -> { }));
    }

    @Test
    void aRunawayComponentHitsTheEventLimit() {
        EventLoop loop = new EventLoop(0, 100);
        Runnable[] forever = new Runnable[1];
        forever[0] = () -> loop.scheduleAfter(1, forever[0]);
        loop.schedule(0, forever[0]);

        assertThrows(IllegalStateException.class, loop::run);
    }

    @Test
    void queueOrdersByTimeThenSequence() {
        EventQueue queue = new EventQueue();
        ScheduledEvent later = queue.schedule(2, () -> { });
        ScheduledEvent first = queue.schedule(1, () -> { });
        ScheduledEvent tie = queue.schedule(2, () -> { });

        assertEquals(first, queue.poll());
        assertEquals(later, queue.poll());
        assertEquals(tie, queue.poll());
        assertEquals(null, queue.poll());
    }
}
