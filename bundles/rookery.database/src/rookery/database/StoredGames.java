package rookery.database;

import rookery.chess.Fen;
import rookery.chess.Setup;
import rookery.chess.Variant;

/** The games table's start position and variant columns, null for the standard ones. */
final class StoredGames {

    private static final Setup STANDARD = Setup.standard();

    private StoredGames() {
    }

    static Setup start(String fen) {
        return fen == null ? STANDARD : Fen.parse(fen);
    }

    static Variant variant(String name) {
        return name == null ? Variant.STANDARD : Variant.valueOf(name);
    }
}
