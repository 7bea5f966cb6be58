package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.San;
import rookery.chess.Square;
import rookery.pgn.Drawing;
import rookery.pgn.Drawing.Colour;

/** Board drawings and comments before moves written by the one PGN writer and read back, by Rookery and by pgn-extract. */
class AnnotatedPgnTest {
    private static final String LICHESS = "[Event \"Casual\"]\n[Site \"https://lichess.org/abc\"]\n[Result \"*\"]\n\n"
            + "1. e4 { [%cal Ge2e4,Rd8d1] [%csl Gd5] good move } 1... e5 *\n";

    @TempDir
    Path folder;

    private static MoveNode play(GameTree game, MoveNode node, String san) {
        return game.add(node, San.parse(game.positionAt(node), san));
    }

    private static Drawing arrow(Colour colour, String from, String to) {
        return Drawing.arrow(colour, Square.parse(from), Square.parse(to));
    }

    private static Drawing circle(Colour colour, String square) {
        return Drawing.circle(colour, Square.parse(square));
    }

    @Test
    void aLichessCommentGivesTheDrawingsAndKeepsItsText() throws IOException {
        GameTree game = PgnText.read(LICHESS, "lichess.pgn");
        MoveNode e4 = game.root().mainChild();
        assertEquals(List.of(circle(Colour.GREEN, "d5"), arrow(Colour.GREEN, "e2", "e4"), arrow(Colour.RED, "d8", "d1")), e4.drawings());
        assertEquals("good move", e4.comment());
        assertEquals("1. e4 good move 1... e5", NotationText.of(game).text(), "the drawings are not comment text in the notation");
    }

    @Test
    void drawingsAreWrittenInTheMovesCommentAndReadBack() throws IOException {
        GameTree game = GameTree.standard();
        MoveNode e4 = play(game, game.root(), "e4");
        e4.setComment("[%eval 0.3] the centre");
        e4.setDrawings(List.of(arrow(Colour.GREEN, "e2", "e4"), arrow(Colour.RED, "d8", "d1"), circle(Colour.YELLOW, "d5")));
        game.root().setDrawings(List.of(circle(Colour.BLUE, "e2")));
        String written = PgnText.write(game);
        assertTrue(written.contains("{[%csl Be2]}"), written);
        assertTrue(written.contains("1. e4 {[%csl Yd5] [%cal Ge2e4,Rd8d1] [%eval 0.3] the centre}"), written);
        GameTree again = PgnText.read(written, "written.pgn");
        MoveNode readE4 = again.root().mainChild();
        assertEquals(List.of(circle(Colour.YELLOW, "d5"), arrow(Colour.GREEN, "e2", "e4"), arrow(Colour.RED, "d8", "d1")), readE4.drawings());
        assertEquals("[%eval 0.3] the centre", readE4.comment());
        assertEquals(List.of(circle(Colour.BLUE, "e2")), again.root().drawings());
        assertEquals(written, PgnText.write(again));
    }

    @Test
    void commentsBeforeMovesAndTheOpeningCommentReadBack() throws IOException {
        GameTree game = GameTree.standard();
        game.root().setStartingComment("A quiet game");
        MoveNode e4 = play(game, game.root(), "e4");
        MoveNode e5 = play(game, e4, "e5");
        e5.setStartingComment("Black answers in kind");
        MoveNode nf3 = play(game, e5, "Nf3");
        nf3.setComment("develops");
        MoveNode nc6 = play(game, nf3, "Nc6");
        nc6.setStartingComment("the usual");
        String written = PgnText.write(game);
        assertTrue(written.replace("\n", " ").contains("{A quiet game} 1. e4 {} {Black answers in kind} 1... e5 2. Nf3 {develops} {the usual} 2... Nc6"), written);
        GameTree again = PgnText.read(written, "written.pgn");
        assertEquals("A quiet game", again.root().startingComment());
        MoveNode readE5 = again.root().mainChild().mainChild();
        assertEquals("Black answers in kind", readE5.startingComment());
        assertEquals("the usual", readE5.mainChild().mainChild().startingComment());
        assertEquals("develops", readE5.mainChild().comment());
        assertEquals("A quiet game 1. e4 Black answers in kind 1... e5 2. Nf3 develops the usual 2... Nc6", NotationText.of(again).text());
    }

    @Test
    void pgnExtractAcceptsTheWrittenGameWithItsDrawingsAndComments() throws Exception {
        Path pgnExtract = Path.of("/usr/games/pgn-extract");
        Assumptions.assumeTrue(Files.isExecutable(pgnExtract), "pgn-extract is not installed (apt-get install pgn-extract)");
        GameTree game = PgnText.read(LICHESS, "lichess.pgn");
        MoveNode e5 = game.root().mainChild().mainChild();
        e5.setStartingComment("symmetry");
        e5.setNags(new int[] {1, 14});
        e5.setDrawings(List.of(circle(Colour.RED, "f7")));
        Path file = folder.resolve("annotated.pgn");
        Files.writeString(file, PgnText.write(game));
        Path output = folder.resolve("extracted.pgn");
        Process process = new ProcessBuilder(pgnExtract.toString(), "--quiet", "-o", output.toString(), file.toString())
                .redirectErrorStream(true).start();
        String messages = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), messages);
        assertFalse(messages.contains("Failed") || messages.contains("Missing"), messages);
        String extracted = Files.readString(output);
        assertTrue(extracted.contains("[%cal Ge2e4,Rd8d1]") && extracted.contains("[%csl Rf7]"), extracted);
        GameTree reread = PgnText.read(extracted, "extracted.pgn");
        MoveNode readE5 = reread.root().mainChild().mainChild();
        assertEquals(List.of(circle(Colour.RED, "f7")), readE5.drawings());
        assertEquals("symmetry", readE5.startingComment());
        assertEquals("good move", reread.root().mainChild().comment());
    }
}
