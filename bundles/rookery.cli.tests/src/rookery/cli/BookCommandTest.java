package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.book.PolyglotBook;
import rookery.chess.book.PolyglotBookBuilder;
import rookery.chess.book.PolyglotEntry;
import rookery.chess.book.PolyglotMoves;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;

/**
 * {@code ./rookery book build} against Debian's polyglot {@code make-book} on real games (skipped
 * without polyglot or the shared data), and {@code book merge}.
 */
class BookCommandTest {
    private static final Path POLYGLOT = Path.of("/usr/games/polyglot");
    private static final Path MASTERS = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "pgn/bench/masters-a-l.pgn");

    @TempDir
    Path folder;

    /** The first {@code count} games of the masters collection. */
    private Path masters(int count) throws Exception {
        Path masters = MASTERS.toAbsolutePath().normalize();
        assumeTrue(Files.isReadable(masters), "no shared data at " + masters);
        Path games = folder.resolve("masters-" + count + ".pgn");
        int seen = 0;
        try (BufferedReader in = Files.newBufferedReader(masters, StandardCharsets.ISO_8859_1);
                BufferedWriter out = Files.newBufferedWriter(games, StandardCharsets.ISO_8859_1)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("[Event ") && ++seen > count) {
                    break;
                }
                out.write(line);
                out.write('\n');
            }
        }
        return games;
    }

    private Path polyglot(Path pgn, String name, String... options) throws Exception {
        assumeTrue(Files.isExecutable(POLYGLOT), "Debian's polyglot is not installed");
        Path book = folder.resolve(name);
        List<String> command = new ArrayList<>(List.of(POLYGLOT.toString(), "make-book", "-pgn", pgn.toString(), "-bin", book.toString()));
        command.addAll(List.of(options));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(folder.resolve(name + ".log").toFile()).start();
        assertTrue(process.waitFor(300, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), Files.readString(folder.resolve(name + ".log")));
        return book;
    }

    private Path rookery(Path pgn, String name, String... options) throws Exception {
        Path book = folder.resolve(name);
        List<String> arguments = new ArrayList<>(List.of("book", "build", pgn.toString(), "--out", book.toString()));
        arguments.addAll(List.of(options));
        assertEquals(0, RookeryCommand.run(arguments.toArray(String[]::new)));
        return book;
    }

    /** A book's entries in one order (polyglot leaves the order of equal weights open), its text header left out. */
    private static List<PolyglotEntry> entries(Path file) throws Exception {
        PolyglotBook book = PolyglotBook.open(file);
        List<PolyglotEntry> entries = new ArrayList<>();
        for (long i = 0; i < book.entryCount(); i++) {
            if (book.entry(i).key() != 0) {
                entries.add(book.entry(i));
            }
        }
        entries.sort(PolyglotBookBuilder.BOOK_ORDER);
        return entries;
    }

    @Test
    void theBookOfFortyThousandMastersGamesIsPolyglotsEntryForEntry() throws Exception {
        // 40,000 games: 1.e4 and 1.d4 pass 16,384 games, so polyglot's halving is exercised.
        Path games = masters(40_000);
        List<PolyglotEntry> expected = entries(polyglot(games, "polyglot.bin", "-max-ply", "40"));
        List<PolyglotEntry> actual = entries(rookery(games, "rookery.bin", "--max-ply", "40"));
        assertTrue(expected.size() > 10_000, "entries: " + expected.size());
        assertEquals(expected.size(), actual.size());
        assertEquals(expected, actual);
    }

    @Test
    void theOptionsFilterAsPolyglotsDo() throws Exception {
        Path games = masters(5_000);
        String[][] pairs = {
            {"-min-game", "5", "-only-white", "-max-ply", "16"}, {"--min-games", "5", "--only-white", "--max-ply", "16"},
            {"-min-score", "55", "-only-black", "-min-game", "1"}, {"--min-score", "55", "--only-black", "--min-games", "1"},
            {"-uniform", "-max-ply", "10"}, {"--uniform", "--max-ply", "10"}};
        for (int i = 0; i < pairs.length; i += 2) {
            List<PolyglotEntry> expected = entries(polyglot(games, "p" + i + ".bin", pairs[i]));
            List<PolyglotEntry> actual = entries(rookery(games, "r" + i + ".bin", pairs[i + 1]));
            assertTrue(expected.size() > 100, String.join(" ", pairs[i]) + ": " + expected.size());
            assertEquals(expected, actual, String.join(" ", pairs[i + 1]));
        }
    }

    @Test
    void theBookOfADatabasesStatisticsIsTheBookOfItsGames() throws Exception {
        // Lines without a transposition that costs a tempo, so every position is reached at one ply
        // only, and no repetition: there the statistics count exactly what polyglot counts.
        StringBuilder pgn = new StringBuilder();
        String[][] lines = {
            {"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "1-0", "1/2-1/2", "0-1", "1-0"},
            {"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5", "1-0", "1-0", "1/2-1/2"},
            {"1. e4 c5 2. Nf3 d6 3. d4 cxd4", "1/2-1/2", "0-1", "1-0", "1-0", "0-1"},
            {"1. e4 c5 2. Nc3 Nc6 3. g3 g6", "1-0", "0-1", "0-1"},
            {"1. d4 Nf6 2. c4 e6 3. Nf3 d5", "1/2-1/2", "1/2-1/2", "1-0", "0-1"},
            {"1. Nf3 Nf6 2. c4 e6 3. d4 d5", "1-0", "1/2-1/2", "1-0"},
            {"1. c4 e5 2. Nc3 Nf6 3. g3 d5", "0-1", "0-1", "1/2-1/2"}};
        int round = 0;
        for (String[] line : lines) {
            for (int i = 1; i < line.length; i++) {
                round++;
                pgn.append("[White \"W").append(round).append("\"]\n[Black \"B").append(round).append("\"]\n[Result \"").append(line[i])
                        .append("\"]\n").append(round % 3 == 0 ? "[WhiteElo \"2650\"]\n[BlackElo \"2640\"]\n" : "").append('\n')
                        .append(line[0]).append(' ').append(line[i]).append("\n\n");
            }
        }
        Path games = Files.writeString(folder.resolve("lines.pgn"), pgn);
        Path db = folder.resolve("db");
        assertEquals(0, RookeryCommand.run("import", "--db", db.toString(), games.toString()));
        for (String plies : List.of("3", "6")) {
            List<PolyglotEntry> fromGames = entries(rookery(games, "games" + plies + ".bin", "--max-ply", plies, "--min-games", "2"));
            Path fromStatistics = folder.resolve("statistics" + plies + ".bin");
            assertEquals(0, RookeryCommand.run("book", "build", "--db", db.toString(), "--out", fromStatistics.toString(), "--max-ply", plies,
                    "--min-games", "2"));
            assertTrue(fromGames.size() > 5, "entries: " + fromGames.size());
            assertEquals(fromGames, entries(fromStatistics), "to ply " + plies);
        }
        // 1.d4 Nf6 2.c4 e6 3.Nf3 and 1.Nf3 Nf6 2.c4 e6 3.d4 meet: both books count 7 games for 3...d5 there.

        Path strong = folder.resolve("strong.bin");
        assertEquals(0, RookeryCommand.run("book", "build", "--db", db.toString(), "--out", strong.toString(), "--max-ply", "4",
                "--min-elo", "2600", "--min-games", "1"));
        try (OpeningDatabase database = OpeningDatabase.open(db)) {
            Position start = Position.startpos();
            Exploration counted = database.explore(start, ExploreFilter.NONE.withElo(2600, 0));
            Map<Integer, Integer> expected = new HashMap<>();
            for (MoveStatistics move : counted.moves()) {
                int points = 2 * move.white() + move.draws();
                if (points > 0) {
                    expected.put(PolyglotMoves.fromMove(move.move()), points);
                }
            }
            Map<Integer, Integer> actual = new HashMap<>();
            PolyglotBook.open(strong).entries(start.key()).forEach(entry -> actual.put(entry.move(), entry.weight()));
            assertTrue(expected.size() >= 2, "rated games play several first moves: " + expected);
            assertEquals(expected, actual, "the filtered book's first moves weigh the filtered games' points");
        }
        assertEquals(2, RookeryCommand.run("book", "build", games.toString(), "--db", db.toString(), "--out", strong.toString()));
        assertEquals(2, RookeryCommand.run("book", "build", games.toString(), "--min-elo", "2600", "--out", strong.toString()));
        assertEquals(2, RookeryCommand.run("book", "build", "--db", db.toString(), "--max-ply", "60", "--out", strong.toString()),
                "beyond the database's ply limit");
    }

    @Test
    void mergingSumsTheWeightsOfEachMoveAndScalesPositionsThatOverflow() throws Exception {
        Path games = Files.writeString(folder.resolve("g.pgn"), """
                [Result "1-0"]

                1. e4 e5 1-0

                [Result "1/2-1/2"]

                1. e4 c5 1/2-1/2

                [Result "0-1"]

                1. d4 d5 0-1

                """);
        Path first = rookery(games, "first.bin", "--min-games", "1");
        Path second = rookery(Files.writeString(folder.resolve("h.pgn"), """
                [Result "1-0"]

                1. d4 Nf6 1-0

                """), "second.bin", "--min-games", "1");
        Path merged = folder.resolve("merged.bin");
        assertEquals(0, RookeryCommand.run("book", "merge", first.toString(), second.toString(), "--out", merged.toString()));
        Map<String, Integer> weights = new HashMap<>();
        for (PolyglotEntry entry : entries(merged)) {
            weights.merge(Long.toHexString(entry.key()) + ":" + Integer.toHexString(entry.move()), entry.weight(), Integer::sum);
        }
        List<PolyglotEntry> start = PolyglotBook.open(merged).entries(rookery.chess.Position.startpos().key());
        assertEquals(2, start.size(), "1.e4 and 1.d4: " + start);
        assertEquals(3, start.get(0).weight(), "1.e4: a win and a draw");
        assertEquals(2, start.get(1).weight(), "1.d4: a loss, then a win in the second book");
        assertEquals(entries(merged).size(), weights.size(), "one entry per position and move");

        Path big = folder.resolve("big.bin");
        PolyglotBookBuilder.write(List.of(new PolyglotEntry(5, 0x31c, 60_000, 0), new PolyglotEntry(5, 0x31d, 30_000, 0)), big);
        Path doubled = folder.resolve("doubled.bin");
        assertEquals(0, RookeryCommand.run("book", "merge", big.toString(), big.toString(), "--out", doubled.toString()));
        List<PolyglotEntry> scaled = PolyglotBook.open(doubled).entries(5);
        assertEquals(List.of(65_535, 32_768), scaled.stream().map(PolyglotEntry::weight).toList(),
                "120,000 and 60,000 scaled to fit, in proportion");
    }

    @Test
    void badArgumentsAreRefusedAndAnIllegalGameIsSkippedWithItsPlace() throws Exception {
        Path games = Files.writeString(folder.resolve("bad.pgn"), """
                [Event "Illegal"]
                [Result "1-0"]

                1. e4 e5 2. Ke3 1-0

                [Event "Fine"]
                [Result "1/2-1/2"]

                1. e4 e5 1/2-1/2

                """);
        assertEquals(2, RookeryCommand.run("book", "build", games.toString(), "--out", folder.resolve("x.bin").toString(), "--only-white",
                "--only-black"));
        assertEquals(2, RookeryCommand.run("book", "build", games.toString(), "--out", folder.resolve("x.bin").toString(), "--min-score", "120"));
        Path book = rookery(games, "one.bin", "--min-games", "1");
        assertEquals(2, PolyglotBook.open(book).entryCount(), "1.e4 and 1...e5 of the legal game");
    }
}
