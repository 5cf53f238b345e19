package org.gridmarket.core.profile;

/**
 * The change points behind {@link AvailabilityProfile}, stored as differences: each node holds a time and
 * the change in free processors there ({@code step}), so the free processors from a node on are the sum of
 * the steps up to it (the first node's step is its absolute value). Taking or giving back processors over
 * [s, e) changes two steps only. The nodes form a treap (a search tree on time, heap-ordered on a fixed
 * pseudo-random priority, so its expected depth is O(log n)); each node also knows its subtree's step sum
 * and the least and greatest running sum inside it, so the searches below skip every subtree that cannot
 * hold what they look for.
 *
 * <p>Costs, expected, with n nodes: {@link #floor}, {@link #first}, {@link #firstBelow},
 * {@link #firstAtLeastAfter}, {@link #fits}, {@link #addStep} and {@link #dropBefore}: O(log n);
 * {@link #collect}: O(log n + k) for k nodes reported. Priorities come from a fixed xorshift sequence, so the
 * shape never depends on anything outside the tree, and no answer depends on the shape. A search reports
 * its node through {@link #foundKey} and {@link #foundFree}.
 */
final class FreeProcessorTree {

    private static final class Node {
        long key;
        int step;
        int sum;
        int lowest;
        int highest;
        int size;
        final int priority;
        Node left;
        Node right;

        Node(long key, int step, int priority) {
            this.key = key;
            this.priority = priority;
            this.step = step;
            pull(this);
        }
    }

    /** Receives nodes in time order from {@link #collect}: a change point and the free processors from it. */
    interface Visitor {
        void visit(long key, int free);
    }

    private Node root;
    private int priorityState = 0x2545F491;
    private long foundKey;
    private int foundFree;

    /** The key of the node the last successful search found. */
    long foundKey() {
        return foundKey;
    }

    /** The free processors from the node the last successful search found. */
    int foundFree() {
        return foundFree;
    }

    int size() {
        return root == null ? 0 : root.size;
    }

    /** Finds the node with the greatest key ≤ {@code key}; false if there is none. */
    boolean floor(long key) {
        boolean found = false;
        int before = 0;
        for (Node node = root; node != null; ) {
            if (node.key <= key) {
                before += sum(node.left) + node.step;
                found = true;
                foundKey = node.key;
                foundFree = before;
                node = node.right;
            } else {
                node = node.left;
            }
        }
        return found;
    }

    /** Finds the node with the smallest key; false when empty. */
    boolean first() {
        if (root == null) {
            return false;
        }
        Node node = root;
        while (node.left != null) {
            node = node.left;
        }
        foundKey = node.key;
        foundFree = node.step;
        return true;
    }

    /** Finds the first node with key ≥ {@code from} holding fewer than {@code processors} free. */
    boolean firstBelow(long from, int processors) {
        return firstBelow(root, 0, from, processors);
    }

    /** Finds the first node with key > {@code after} holding at least {@code processors} free. */
    boolean firstAtLeastAfter(long after, int processors) {
        return firstAtLeastAfter(root, 0, after, processors);
    }

    /**
     * Whether every node with key in [from, to) stays within [0, capacity] after adding {@code delta}: one
     * search for the first node that would leave the range (only one bound can be crossed).
     */
    boolean fits(long from, long to, int delta, int capacity) {
        long savedKey = foundKey;
        int savedFree = foundFree;
        boolean crosses = delta > 0 ? firstAtLeastAfter(root, 0, Math.max(from, Long.MIN_VALUE + 1) - 1, capacity - delta + 1)
                : delta < 0 && firstBelow(root, 0, from, -delta);
        boolean fits = !crosses || foundKey >= to;
        foundKey = savedKey;
        foundFree = savedFree;
        return fits;
    }

    /**
     * Adds {@code delta} to the step at {@code key}, creating the node if needed (a new change point with the
     * value before it) and removing it when its step becomes zero and a node precedes it (no change left).
     */
    void addStep(long key, int delta) {
        root = addStep(root, key, delta, false);
    }

    /**
     * Forgets every node before the node at {@code key}, which keeps its value {@code free} (now its step)
     * and moves to {@code newKey}; nothing may lie between {@code key} and {@code newKey}.
     */
    void dropBefore(long key, int free, long newKey) {
        root = dropBefore(root, key, free, newKey);
    }

    /** Visits, in time order, every node with key in [from, to). */
    void collect(long from, long to, Visitor visitor) {
        collect(root, 0, from, to, visitor);
    }

    private boolean firstBelow(Node node, int before, long from, int processors) {
        if (node == null || before + node.lowest >= processors) {
            return false;
        }
        int free = before + sum(node.left) + node.step;
        if (node.key < from) {
            return firstBelow(node.right, free, from, processors);
        }
        if (firstBelow(node.left, before, from, processors)) {
            return true;
        }
        if (free < processors) {
            foundKey = node.key;
            foundFree = free;
            return true;
        }
        return firstBelow(node.right, free, from, processors);
    }

    private boolean firstAtLeastAfter(Node node, int before, long after, int processors) {
        if (node == null || before + node.highest < processors) {
            return false;
        }
        int free = before + sum(node.left) + node.step;
        if (node.key <= after) {
            return firstAtLeastAfter(node.right, free, after, processors);
        }
        if (firstAtLeastAfter(node.left, before, after, processors)) {
            return true;
        }
        if (free >= processors) {
            foundKey = node.key;
            foundFree = free;
            return true;
        }
        return firstAtLeastAfter(node.right, free, after, processors);
    }

    private Node addStep(Node node, long key, int delta, boolean hasPredecessor) {
        if (node == null) {
            return delta == 0 && hasPredecessor ? null : new Node(key, delta, nextPriority());
        }
        if (key < node.key) {
            node.left = addStep(node.left, key, delta, hasPredecessor);
            if (node.left != null && node.left.priority > node.priority) {
                node = rotateRight(node);
            }
        } else if (key > node.key) {
            node.right = addStep(node.right, key, delta, true);
            if (node.right != null && node.right.priority > node.priority) {
                node = rotateLeft(node);
            }
        } else {
            node.step += delta;
            if (node.step == 0 && (hasPredecessor || node.left != null)) {
                return merge(node.left, node.right);
            }
        }
        pull(node);
        return node;
    }

    private static Node dropBefore(Node node, long key, int free, long newKey) {
        if (node == null) {
            return null;
        }
        if (node.key < key) {
            return dropBefore(node.right, key, free, newKey);
        }
        if (node.key == key) {
            node.left = null;
            node.step = free;
            node.key = newKey;
        } else {
            node.left = dropBefore(node.left, key, free, newKey);
        }
        pull(node);
        return node;
    }

    private static void collect(Node node, int before, long from, long to, Visitor visitor) {
        if (node == null) {
            return;
        }
        int free = before + sum(node.left) + node.step;
        if (node.key >= from) {
            collect(node.left, before, from, to, visitor);
            if (node.key < to) {
                visitor.visit(node.key, free);
            }
        }
        if (node.key < to) {
            collect(node.right, free, from, to, visitor);
        }
    }

    private static Node merge(Node before, Node after) {
        if (before == null) {
            return after;
        }
        if (after == null) {
            return before;
        }
        if (before.priority > after.priority) {
            before.right = merge(before.right, after);
            pull(before);
            return before;
        }
        after.left = merge(before, after.left);
        pull(after);
        return after;
    }

    private static Node rotateRight(Node node) {
        Node left = node.left;
        node.left = left.right;
        pull(node);
        left.right = node;
        return left;
    }

    private static Node rotateLeft(Node node) {
        Node right = node.right;
        node.right = right.left;
        pull(node);
        right.left = node;
        return right;
    }

    private static int sum(Node node) {
        return node == null ? 0 : node.sum;
    }

    /** Recomputes a node's subtree fields from its children's. */
    private static void pull(Node node) {
        Node left = node.left;
        Node right = node.right;
        int beforeStep = left == null ? 0 : left.sum;
        int atStep = beforeStep + node.step;
        int lowest = atStep;
        int highest = atStep;
        int size = 1;
        if (left != null) {
            lowest = Math.min(lowest, left.lowest);
            highest = Math.max(highest, left.highest);
            size += left.size;
        }
        int sum = atStep;
        if (right != null) {
            lowest = Math.min(lowest, atStep + right.lowest);
            highest = Math.max(highest, atStep + right.highest);
            size += right.size;
            sum += right.sum;
        }
        node.sum = sum;
        node.lowest = lowest;
        node.highest = highest;
        node.size = size;
    }

    private int nextPriority() {
        int state = priorityState;
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        priorityState = state;
        return state;
    }
}
