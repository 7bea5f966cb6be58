package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PgnWriterTest {

    /** Reads the written text back: it must be one valid game. */
    private static PgnGame reread(String written) {
        List<PgnRecord> records = Pgn.read(written.getBytes(StandardCharsets.UTF_8), PgnOptions.defaults());
        assertEquals(1, records.size(), written);
        assertInstanceOf(PgnGame.class, records.get(0), () -> records.get(0) + "\n" + written);
        return (PgnGame) records.get(0);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"edge-cases/pychess-annotated.pgn", "edge-cases/pychess-world_matches.pgn", "edge-cases/pychess-fenSetup.pgn",
            "edge-cases/anastasian-lewis.pgn", "edge-cases/uci-moves.pgn", "edge-cases/pychess-chess960rwch.pgn",
            "edge-cases/stockfish-learning.pgn", "engine-games/TCEC_Season_22_-_League_1.pgn", "engine-games/tcec-s16-frc-league1.pgn"})
    void readWriteReadGivesTheSameModel(String file) {
        for (PgnGame game : Pgn.games(Pgn.read(Pgn.sharedData("pgn/" + file), PgnOptions.defaults(), 1))) {
            String written = PgnWriter.write(game);
            PgnGame again = reread(written);
            assertEquals(game.root(), again.root(), written);
            assertEquals(game.mainline().length, again.plies());
            assertEquals(game.result(), again.result());
            assertEquals(game.variant(), again.variant());
            assertEquals(game.startSetup(), again.startSetup());
            for (String name : game.tags().names()) {
                assertEquals(game.tags().get(name), again.tags().get(name), name);
            }
            assertEquals(written, PgnWriter.write(again));
            assertExportLayout(written);
        }
    }

    @Test
    void modelIsIdenticalWhenTheRosterIsComplete() {
        PgnGame game = Pgn.game("[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.02\"]\n[Round \"1\"]\n[White \"W\"]\n[Black \"B\"]\n"
                + "[Result \"1-0\"]\n[ECO \"C20\"]\n\n{start} 1. e4 $1 {a [%clk 0:01:00] comment} (1. d4 {or} d5 (1... Nf6 2. c4)) "
                + "1... e5 2. Nf3 -- 3. Bc4 1-0");
        assertEquals(game, reread(PgnWriter.write(game)));
    }

    @Test
    void sevenTagRosterFirstThenTheOthersInFileOrder() {
        PgnGame game = Pgn.game("[ECO \"B20\"]\n[White \"W\"]\n[Annotator \"me\"]\n[Event \"E \\\"q\\\"\"]\n\n1. e4 c5 0-1");
        assertEquals("""
                [Event "E \\"q\\""]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "W"]
                [Black "?"]
                [Result "0-1"]
                [ECO "B20"]
                [Annotator "me"]

                1. e4 c5 0-1

                """, PgnWriter.write(game));
    }

    @Test
    void blackToMoveFirstAndMoveNumbersAfterCommentsAndVariations() {
        PgnGame game = Pgn.game("[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\"]\n\n"
                + "2... Nc6 {dev} 3. Bb5 (3. Bc4 Bc5) a6 *");
        String movetext = PgnWriter.write(game).split("\n\n")[1];
        assertEquals("2... Nc6 {dev} 3. Bb5 (3. Bc4 Bc5) 3... a6 *", movetext);
    }

    @Test
    void linesStayWithinEightyColumnsAndCommandsNeverStartALine() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            text.append(i % 2 == 0 ? "Nf3 {[%clk 0:0" + i % 10 + ":00] [%eval 0.1" + i % 10 + "] a longer comment here} " : "Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 ");
        }
        String written = PgnWriter.write(Pgn.game(text + "*"));
        assertExportLayout(written);
        assertEquals(Pgn.game(text + "*").root(), reread(written).root());
    }

    @Test
    void aCommentBeforeAMoveInsideALineIsTheSecondCommentAfterTheMoveBefore() {
        String movetext = "1. e4 {after} {before} 1... e5 2. Nf3 ({Or} 2. Bc4) {then} 2... Nc6 3. Bb5 {} {pin} 3... a6 *";
        PgnGame game = Pgn.game(movetext);
        assertEquals(movetext, PgnWriter.write(game).split("\n\n")[1].replace('\n', ' '));
        assertEquals(game.root(), reread(PgnWriter.write(game)).root());
    }

    @Test
    void commentWithClosingBraceBecomesALineComment() {
        PgnGame game = Pgn.game("1. e4 ; a {brace} inside\ne5 *");
        String written = PgnWriter.write(game);
        assertTrue(written.contains("1. e4 ;a {brace} inside\n"), written);
        assertEquals(game.root(), reread(written).root());
    }

    @Test
    void mainlineOnlyGamesAreWrittenToo() {
        byte[] text = "1. e4 {c} (1. d4) e5 2. Nf3 *".getBytes(StandardCharsets.UTF_8);
        PgnGame game = (PgnGame) Pgn.read(text, PgnOptions.defaults().withMainlineOnly(true)).get(0);
        assertEquals("1. e4 e5 2. Nf3 *", PgnWriter.write(game).split("\n\n")[1]);
    }

    private static void assertExportLayout(String written) {
        for (String line : written.split("\n")) {
            String word = line.trim();
            assertTrue(line.length() <= PgnWriter.LINE_WIDTH || !word.contains(" "), () -> "too long: " + line);
            assertFalse(line.startsWith("%") || line.startsWith("[%"), () -> "escape or command at a line start: " + line);
        }
    }
}
