package rookery.database.importer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Set;

import rookery.database.GameRecord;
import rookery.database.OpeningDatabase;
import rookery.pgn.GameResult;
import rookery.pgn.GameNode;
import rookery.pgn.PgnDiagnostic;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnRejection;
import rookery.pgn.PgnWriter;

/**
 * Games kept with their moves before an illegal one: which rejections qualify, and the PGN kept
 * for such a game in the database's {@link OpeningDatabase#ANNOTATED_GAMES_DIR}, whose comment
 * after the last move names the error (the database keeps tags and moves; the workbench opens a
 * stored game with the comments kept there).
 */
final class PartialGames {

    private static final Set<PgnDiagnostic.Reason> MOVE_ERRORS = Set.of(PgnDiagnostic.Reason.ILLEGAL_MOVE,
            PgnDiagnostic.Reason.AMBIGUOUS_MOVE, PgnDiagnostic.Reason.UNPARSABLE_MOVE);

    private PartialGames() {
    }

    /** Whether the rejected game is kept as its legal beginning: its error is a move's, and the reader kept the moves before it. */
    static boolean keeps(PgnRejection rejection) {
        return MOVE_ERRORS.contains(rejection.diagnostic().reason()) && rejection.legalPrefix().isPresent();
    }

    /** The game as the database takes it: its legal beginning, with the result its Result tag gives (the movetext's end was not reached). */
    static GameRecord record(PgnGame prefix) {
        GameResult tagged = GameResult.fromPgn(prefix.tags().get("Result"));
        return new GameRecord(prefix.tags().asMap(), prefix.variant(), prefix.startSetup(), prefix.mainline(),
                tagged == null ? GameResult.UNKNOWN : tagged);
    }

    /** The PGN of the game's legal beginning, the error in a comment after its last move. */
    static String annotated(PgnRejection rejection) {
        PgnGame prefix = rejection.legalPrefix().orElseThrow();
        GameNode root = GameNode.newRoot();
        GameNode last = root;
        for (int move : prefix.mainline()) {
            last = last.addChild(move);
        }
        PgnDiagnostic error = rejection.diagnostic();
        last.appendComment("Partial game: the moves before line " + error.line() + ", column " + error.column() + " of "
                + error.source() + " (" + error.message() + ")");
        return PgnWriter.write(PgnGame.of(prefix.tags(), prefix.startSetup(), prefix.variant(), root));
    }

    /** Writes the game's PGN whole, then moves it into place, as the workbench keeps an annotated game. */
    static void keepAnnotated(Path database, long id, String pgn) {
        try {
            Path folder = database.resolve(OpeningDatabase.ANNOTATED_GAMES_DIR);
            Files.createDirectories(folder);
            Path written = Files.createTempFile(folder, id + "-", ".part");
            Files.writeString(written, pgn, StandardCharsets.UTF_8);
            Files.move(written, folder.resolve(id + ".pgn"), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
