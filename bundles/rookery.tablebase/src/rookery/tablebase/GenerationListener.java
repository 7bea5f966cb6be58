package rookery.tablebase;

/**
 * Hears how far the generation of a table has come, and may cancel it. Called from the generating
 * threads.
 */
@FunctionalInterface
public interface GenerationListener {

    GenerationListener SILENT = (signature, phase, done, total) -> {
    };

    /**
     * @param phase what is being done, e.g. {@code init} or {@code ply 12}
     * @param done units of the phase finished
     * @param total units in the phase, -1 when unknown
     */
    void progress(Signature signature, String phase, long done, long total);

    /**
     * Asked between units of work: when true, the generation stops with a
     * {@link java.util.concurrent.CancellationException} and writes no file for the table it was on
     * (smaller tables already finished stay).
     */
    default boolean isCancelled() {
        return false;
    }
}
