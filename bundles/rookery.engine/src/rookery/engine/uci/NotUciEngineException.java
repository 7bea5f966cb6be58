package rookery.engine.uci;

import rookery.engine.EngineException;

/** The program answered the UCI handshake like an XBoard engine. */
public final class NotUciEngineException extends EngineException {

    private static final long serialVersionUID = 1L;

    public NotUciEngineException(String message) {
        super(message);
    }
}
