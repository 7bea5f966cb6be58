package rookery.database;

/** Told how a replay of the stored games advances, and asked whether to stop. */
public interface ScanProgress {

    ScanProgress NONE = (games, total, positions) -> {
    };

    /** Called from the scanning thread after each chunk of games: the games and positions replayed so far, of {@code totalGames}. */
    void scanned(long games, long totalGames, long positions);

    default boolean cancelled() {
        return false;
    }
}
