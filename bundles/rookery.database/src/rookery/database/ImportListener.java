package rookery.database;

/** Follows an import; {@link #isCancelled()} is polled between games. */
public interface ImportListener {

    ImportListener NONE = progress -> {
    };

    /** Called from the importing thread, every few thousand games and whenever a batch is handed to be committed. */
    void progress(ImportProgress progress);

    /** True to stop: the games read so far are committed and a later import of the same files resumes after them. */
    default boolean isCancelled() {
        return false;
    }
}
