package rookery.ui.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

import rookery.chess.Move;
import rookery.database.Game;
import rookery.database.OpeningDatabase;

/**
 * What a database does not keep of the games saved into it from the workbench (it keeps a game's
 * tags, moves and engine review): comments, glyphs, variations and drawings, as the saved game's PGN
 * in {@code <database>/annotated-games/<id>.pgn}. A stored game opens with them while that PGN's
 * start and main line are still the stored game's, so a file left behind by a deleted game is never
 * taken for another game that got its id.
 */
public final class AnnotatedGames {
    private static final String FOLDER = OpeningDatabase.ANNOTATED_GAMES_DIR;

    private AnnotatedGames() {
    }

    /** Keeps the PGN of game {@code id} as saved (written whole, then moved into place). */
    public static void keep(Path database, long id, String pgn) throws IOException {
        Path folder = database.resolve(FOLDER);
        Files.createDirectories(folder);
        Path written = Files.createTempFile(folder, id + "-", ".part");
        Files.writeString(written, pgn);
        Files.move(written, file(database, id), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Drops what was kept for game {@code id} (it was deleted or replaced). */
    public static void forget(Path database, long id) throws IOException {
        Files.deleteIfExists(file(database, id));
    }

    /** The game as saved with its annotations, or null when nothing (or nothing that still fits the stored game) was kept. */
    static GameTree find(Path database, Game game) {
        Path file = file(database, game.header().id());
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            GameTree saved = PgnText.read(file);
            return saved.start().equals(game.start()) && Arrays.equals(mainLine(saved), playedMoves(game)) ? saved : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static Path file(Path database, long id) {
        return database.resolve(FOLDER).resolve(id + ".pgn");
    }

    private static int[] mainLine(GameTree game) {
        int[] moves = new int[game.mainLineEnd().ply() - game.root().ply()];
        int ply = 0;
        for (MoveNode node = game.root().mainChild(); node != null; node = node.mainChild()) {
            moves[ply++] = node.move();
        }
        return moves;
    }

    /** The stored moves up to a null move, which ends the line a game opens with. */
    private static int[] playedMoves(Game game) {
        int[] moves = game.moves();
        int played = 0;
        while (played < moves.length && moves[played] != Move.NONE) {
            played++;
        }
        return Arrays.copyOf(moves, played);
    }
}
