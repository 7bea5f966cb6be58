package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;

/**
 * {@code ./rookery repertoire build} drafts a player's repertoire, {@code repertoire check} of that
 * draft against the same games finds no gap, and a one-line repertoire's gaps come out as JSON.
 */
class RepertoireCommandTest {
    @TempDir
    Path folder;

    private int played;

    private String games(String white, String black, String moves, String result, int count) {
        StringBuilder pgn = new StringBuilder();
        for (int i = 0; i < count; i++) {
            played++;
            // Each game its own date: the same players, date, result and moves would be one game twice.
            pgn.append("[Event \"Test\"]\n[Date \"2020.01.").append(String.format("%02d", played)).append("\"]\n[White \"").append(white)
                    .append("\"]\n[Black \"").append(black).append("\"]\n[Result \"").append(result).append("\"]\n\n").append(moves)
                    .append(' ').append(result).append("\n\n");
        }
        return pgn.toString();
    }

    private Path database() throws Exception {
        Path pgn = Files.writeString(folder.resolve("games.pgn"), games("Hero, A", "Other, B", "1. e4 c5 2. Nf3 d6 3. d4", "1-0", 5)
                + games("Hero, A", "Other, C", "1. e4 c5 2. Nf3 Nc6 3. Bb5", "1/2-1/2", 3)
                + games("Hero, A", "Other, D", "1. e4 e5 2. Nf3 Nc6 3. Bc4", "1-0", 4)
                + games("Hero, A", "Other, E", "1. d4 d5 2. c4", "0-1", 1)
                + games("Other, F", "Hero, A", "1. e4 e6 2. d4", "0-1", 3));
        Path db = folder.resolve("db");
        assertEquals(0, RookeryCommand.run("import", "--db", db.toString(), pgn.toString()));
        return db;
    }

    private static String run(String... arguments) {
        PrintStream saved = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            assertEquals(0, RookeryCommand.run(arguments), String.join(" ", arguments));
        } finally {
            System.setOut(saved);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aDraftedRepertoireHasNoGapAgainstThePlayersOwnGames() throws Exception {
        Path db = database();
        Path draft = folder.resolve("hero.pgn");
        run("repertoire", "build", "--db", db.toString(), "--player", "hero", "--color", "white", "--min-share", "10", "--min-games", "2",
                "--out", draft.toString());
        PgnGame game;
        try (PgnReader reader = PgnReader.open(draft)) {
            game = (PgnGame) reader.next();
        }
        GameNode e4 = game.root().mainChild();
        assertEquals(1, game.root().children().size(), "1.e4, Hero's most played; 1.d4 once only");
        assertTrue(e4.comment().startsWith("12 games, 92%"), e4.comment());
        List<String> replies = new ArrayList<>();
        e4.children().forEach(reply -> replies.add(reply.comment()));
        assertEquals(2, replies.size(), "1...c5 and 1...e5 (1...e6 was against another player): " + replies);
        String report = run("repertoire", "check", draft.toString(), "--db", db.toString(), "--color", "white", "--player", "hero",
                "--min-share", "10", "--min-games", "2", "--json");
        assertTrue(report.contains("\"gaps\":[]"), report);
        assertTrue(report.contains("\"coverage\":{\"10\":"), report);
    }

    @Test
    void theGapsOfAOneLineRepertoireComeAsJson() throws Exception {
        Path db = database();
        Path line = Files.writeString(folder.resolve("line.pgn"), "[Result \"*\"]\n\n1. e4 c5 2. Nf3 *\n");
        String report = run("repertoire", "check", line.toString(), "--db", db.toString(), "--color", "white", "--min-share", "5",
                "--min-games", "1", "--json");
        assertTrue(report.startsWith("{\"repertoire\":"), report);
        assertTrue(report.contains("{\"line\":[\"e4\"],\"moves\":\"1. e4 e5\",\"reply\":{\"san\":\"e5\",\"games\":4,"), report);
        assertTrue(report.contains("\"moves\":\"1. e4 c5 2. Nf3 d6\""), report);
        String text = run("repertoire", "check", line.toString(), "--db", db.toString(), "--color", "white", "--min-games", "1");
        assertTrue(text.contains("Gaps: 4 replies"), text);
        assertEquals(2, RookeryCommand.run("repertoire", "check", Files.writeString(folder.resolve("bad.pgn"), "1. e4 e5 2. Ke3 *\n").toString(),
                "--db", db.toString(), "--color", "white"));
    }
}
