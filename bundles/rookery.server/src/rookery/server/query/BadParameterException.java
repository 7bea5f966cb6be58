package rookery.server.query;

/** A request parameter that cannot be honoured; the message names the parameter first. */
public final class BadParameterException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String parameter;

    public BadParameterException(String parameter, String problem) {
        super(parameter + ": " + problem);
        this.parameter = parameter;
    }

    public String parameter() {
        return parameter;
    }
}
