package rookery.pgn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.Uci;

class AnnotationsTest {

    private static final String GAME = """
            [Event "Test"]
            [White "A"]
            [Black "B"]
            [Result "*"]

            1. e4 { [%clk 0:03:00] good start } e5 2. Qh5 { [%eval 0.10] [%clk 0:02:58] } Nc6 *
            """;

    private static List<MoveAnnotation> analysis() {
        Position afterQh5 = Position.startpos();
        afterQh5.play(Uci.parse(afterQh5, "e2e4"));
        afterQh5.play(Uci.parse(afterQh5, "e7e5"));
        afterQh5.play(Uci.parse(afterQh5, "d1h5"));
        int nf6 = Uci.parse(afterQh5, "g8f6");
        return List.of(
                new MoveAnnotation(new Evaluation(false, 17, -1), 0, null, List.of()),
                new MoveAnnotation(new Evaluation(false, 20, -1), 0, null, List.of()),
                new MoveAnnotation(new Evaluation(false, -35, -1), 6, "Inaccuracy. Nf3 was best.", List.of()),
                new MoveAnnotation(new Evaluation(true, -3, -1), 4, "Blunder. Nf6 was best.", List.of(nf6)));
    }

    @Test
    void evaluationsNagsAndVariationsAreWrittenAndReadBack() {
        PgnGame annotated = Annotations.apply(Pgn.game(GAME), analysis());
        String written = PgnWriter.write(annotated);
        PgnGame again = Pgn.game(written);
        GameNode e4 = again.root().mainChild();
        assertEquals("[%eval 0.17] [%clk 0:03:00] good start", e4.comment());
        assertEquals(new Evaluation(false, 17, -1), e4.evaluation());
        GameNode qh5 = e4.mainChild().mainChild();
        assertEquals("[%eval -0.35] [%clk 0:02:58] Inaccuracy. Nf3 was best.", qh5.comment());
        assertEquals(java.time.Duration.ofSeconds(178), qh5.clock());
        assertArrayEquals(new int[] {6}, qh5.nags());
        GameNode nc6 = qh5.mainChild();
        assertEquals(new Evaluation(true, -3, -1), nc6.evaluation());
        assertArrayEquals(new int[] {4}, nc6.nags());
        assertEquals(2, qh5.children().size());
        assertEquals("g8f6", rookery.chess.Move.toUci(qh5.children().get(1).move(), false));
        // annotating again replaces the evaluation and does not repeat the NAG
        PgnGame twice = Pgn.game(PgnWriter.write(Annotations.apply(again, analysis().subList(0, 1))));
        assertEquals("[%eval 0.17] [%clk 0:03:00] good start", twice.root().mainChild().comment());
    }

    @Test
    void aGameReadWithoutItsTreeGetsOne() {
        PgnGame mainlineOnly = Pgn.games(Pgn.read(GAME.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                PgnOptions.defaults().withMainlineOnly(true))).get(0);
        PgnGame annotated = Annotations.apply(mainlineOnly, analysis().subList(0, 2));
        GameNode e4 = Pgn.game(PgnWriter.write(annotated)).root().mainChild();
        assertEquals("[%eval 0.17]", e4.comment());
        assertNull(e4.mainChild().mainChild().mainChild().evaluation());
        assertThrows(IllegalArgumentException.class, () -> Annotations.apply(mainlineOnly,
                java.util.Collections.nCopies(5, analysis().get(0))));
    }

    @Test
    void pgnExtractAcceptsTheOutput(@TempDir Path folder) throws IOException, InterruptedException {
        Path pgnExtract = Path.of("/usr/games/pgn-extract");
        Assumptions.assumeTrue(Files.isExecutable(pgnExtract), "pgn-extract is not installed");
        Path file = folder.resolve("annotated.pgn");
        Files.writeString(file, PgnWriter.write(Annotations.apply(Pgn.game(GAME), analysis())));
        Process process = new ProcessBuilder(pgnExtract.toString(), "-s", "-o", folder.resolve("out.pgn").toString(), file.toString())
                .redirectErrorStream(true).redirectOutput(folder.resolve("log.txt").toFile()).start();
        assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        String log = Files.readString(folder.resolve("log.txt"));
        assertEquals(0, process.exitValue(), log);
        assertTrue(!log.contains("rror") && !log.contains("llegal"), log);
        assertTrue(Files.readString(folder.resolve("out.pgn")).contains("Nc6"));
    }
}
