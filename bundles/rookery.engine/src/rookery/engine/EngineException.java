package rookery.engine;

/** An engine could not be started, crashed, hung or broke the protocol. The message says which and what it last said. */
public class EngineException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public EngineException(String message) {
        super(message);
    }

    public EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
