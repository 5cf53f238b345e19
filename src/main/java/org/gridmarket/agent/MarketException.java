package org.gridmarket.agent;

/**
 * The market did not do what the agent asked. A fatal one (the key refused with 401 or 403, a market whose time
 * scale is not 1) stops the agent with a clear message; any other (the market down or restarting, a network error,
 * an unexpected answer) is logged and the agent tries again at its next poll.
 */
public final class MarketException extends RuntimeException {
    private final boolean fatal;

    private MarketException(String message, boolean fatal, Throwable cause) {
        super(message, cause);
        this.fatal = fatal;
    }

    /** Something the agent cannot fix by trying again. */
    public static MarketException fatal(String message) {
        return new MarketException(message, true, null);
    }

    /** Something that may pass: try again at the next poll. */
    public static MarketException retryable(String message, Throwable cause) {
        return new MarketException(message, false, cause);
    }

    public boolean fatal() {
        return fatal;
    }
}
