package rookery.ui.game;

import java.io.IOException;

import rookery.chess.Epd;
import rookery.chess.EpdException;
import rookery.chess.Fen;
import rookery.chess.FenException;
import rookery.chess.InvalidPositionException;
import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;

/**
 * Text the user pasted: a FEN (standard or Chess960 castling), an EPD line or a PGN game, as a
 * game to load. Errors name what is wrong and where.
 */
public final class PastedText {
    private PastedText() {
    }

    public static GameTree parse(String text) throws IOException {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            throw new IOException("nothing pasted");
        }
        if (looksLikePosition(trimmed)) {
            return position(trimmed);
        }
        return PgnText.read(trimmed, "pasted text");
    }

    /** A FEN or EPD: one line whose first field is a board of eight ranks. */
    private static boolean looksLikePosition(String text) {
        String first = text.split("\\s+")[0];
        return !text.contains("\n") && !text.startsWith("[") && first.chars().filter(c -> c == '/').count() == 7;
    }

    private static GameTree position(String line) throws IOException {
        Setup setup;
        try {
            setup = Fen.parse(line);
        } catch (FenException fenError) {
            try {
                setup = Epd.parse(line).setup();
            } catch (EpdException epdError) {
                throw new IOException("not a FEN (" + fenError.getMessage() + ") nor an EPD line (" + epdError.getMessage() + ")");
            }
        }
        return game(setup);
    }

    /** A game from a setup: standard chess if the castling rights allow it, else Chess960. */
    public static GameTree game(Setup setup) throws IOException {
        try {
            Position.fromSetup(setup, Variant.STANDARD);
            return GameTree.of(setup, Variant.STANDARD);
        } catch (InvalidPositionException standardError) {
            try {
                Position.fromSetup(setup, Variant.CHESS960);
                return GameTree.of(setup, Variant.CHESS960);
            } catch (InvalidPositionException e) {
                throw new IOException("illegal position: " + standardError.getMessage());
            }
        }
    }
}
