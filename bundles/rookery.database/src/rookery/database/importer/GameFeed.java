package rookery.database.importer;

import java.io.IOException;
import java.sql.SQLException;

import rookery.database.GameRecord;

/** Games an import takes in memory instead of reading PGN text (a copy out of another database), in order. */
public interface GameFeed {

    /** The next game, or null after the last. */
    GameRecord next() throws IOException, SQLException;

    /** How many games {@link #next()} gave so far. */
    long delivered();

    /**
     * Whether the import takes every game given, even one whose fingerprint a stored game has: a
     * feed that renames games in their own database keeps the stored ones apart itself.
     */
    default boolean keepsDuplicates() {
        return false;
    }
}
