package rookery.database.index;

import java.io.IOException;

import org.apache.lucene.search.Query;

/**
 * The games of the query language's yes-or-no fields ({@code reviewed:}, {@code annotated:}), read
 * from the database when a query names one, so that the answer is the state of that read and not
 * of the import.
 */
@FunctionalInterface
public interface GameFlags {

    /** Where no game carries either flag: a query naming one is refused, with why. */
    GameFlags NONE = field -> {
        throw new IllegalArgumentException(field + ": searches the games of a database, not of a PGN file");
    };

    /** The games carrying the flag {@code field} ({@link GameQueryParser#REVIEWED} or {@link GameQueryParser#ANNOTATED}). */
    Query games(String field) throws IOException;
}
