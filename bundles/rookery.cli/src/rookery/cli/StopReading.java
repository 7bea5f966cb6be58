package rookery.cli;

/** Thrown from a PGN handler to end a read early, once a command has all the games it wants. */
final class StopReading extends RuntimeException {
    private static final long serialVersionUID = 1L;

    StopReading() {
        super(null, null, false, false);
    }
}
