package rookery.database;

/**
 * The outcome of a copy or move of games between databases: how many games the selection held
 * ({@code selected}), the import into the target ({@code imported}: games copied, duplicates of
 * games the target already held, whether it was cancelled; its bytes count games), the engine
 * reviews copied along, and the games deleted from the source by a move (those the target now holds).
 */
public record CopySummary(long selected, ImportSummary imported, long reviews, long deleted) {

    public long copied() {
        return imported.imported();
    }

    public long duplicates() {
        return imported.duplicates();
    }

    public boolean cancelled() {
        return imported.cancelled();
    }
}
