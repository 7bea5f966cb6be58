package rookery.tablebase.syzygy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.San;

/**
 * The reader against Fathom (Debian's {@code fathom}, the reference C prober): 1,000 random legal
 * positions of every 3- and 4-piece table, 1,000 more with an en passant capture and a quarter
 * with a halfmove clock, recorded by {@link FathomOracle} into {@code fathom-oracle.txt.gz}. Other
 * tables (5 pieces) are checked by {@code FathomOracle TABLES FATHOM FACTS.gz 1000} then
 * {@code FathomOracleTest TABLES FACTS.gz} (its {@link #main}), which checks every recorded fact the same way.
 */
class FathomOracleTest {

    private static final Map<String, SyzygyWdl> FATHOM_WDL = Map.of("Win", SyzygyWdl.WIN, "CursedWin", SyzygyWdl.CURSED_WIN,
            "Draw", SyzygyWdl.DRAW, "BlessedLoss", SyzygyWdl.BLESSED_LOSS, "Loss", SyzygyWdl.LOSS);

    /** One position and what Fathom says of it. */
    record Fact(String fen, SyzygyWdl wdl, int dtz, String best, String winning, String drawing, String losing) {
    }

    private static List<Fact> facts;

    @BeforeAll
    static void readFacts() throws IOException {
        facts = read(new InputStreamReader(new GZIPInputStream(FathomOracleTest.class.getResourceAsStream("fathom-oracle.txt.gz")),
                StandardCharsets.UTF_8));
    }

    /** {@code FathomOracleTest TABLES FACTS}: checks every fact of a file {@link FathomOracle} wrote; prints the count checked. */
    public static void main(String[] args) throws IOException {
        SyzygyTablebases tablebases = SyzygyTablebases.open(List.of(Path.of(args[0])));
        List<Fact> all = read(new InputStreamReader(new GZIPInputStream(Files.newInputStream(Path.of(args[1]))), StandardCharsets.UTF_8));
        long start = System.nanoTime();
        for (Fact fact : all) {
            checkWdlAndDtz(tablebases, fact);
            checkRanking(tablebases, fact);
        }
        System.out.printf("%,d positions: WDL, DTZ, every move's result and the best move as Fathom's (%.1f s)%n", all.size(),
                (System.nanoTime() - start) / 1e9);
    }

    private static List<Fact> read(Reader in) throws IOException {
        List<Fact> read = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(in)) {
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.startsWith("#")) {
                    continue;
                }
                String[] fields = line.split(";", -1);
                read.add(new Fact(fields[0], FATHOM_WDL.get(fields[1]), Integer.parseInt(fields[2]), fields[3], fields[4], fields[5],
                        fields[6]));
            }
        }
        return read;
    }

    @Test
    void theFactsCoverEveryTableAndEnPassant() {
        assertEquals(36_000, facts.size());
        long enPassant = facts.stream().filter(fact -> !fact.fen().split(" ")[3].equals("-")).count();
        assertEquals(1_000, enPassant);
    }

    @Test
    void wdlAndDtzAreFathoms() {
        SyzygyTablebases tablebases = SyzygyTestData.tablebases();
        for (Fact fact : facts) {
            checkWdlAndDtz(tablebases, fact);
        }
    }

    private static void checkWdlAndDtz(SyzygyTablebases tablebases, Fact fact) {
        Position position = Position.fromFen(fact.fen());
        DtzProbe probe = tablebases.probeDtz(position);
        assertEquals(fact.wdl(), probe.wdlAfter(position.halfmoveClock()), fact.fen());
        assertEquals(fact.dtz(), Math.abs(probe.dtz()), fact.fen());
        if (position.halfmoveClock() == 0) {
            assertEquals(fact.wdl(), tablebases.probeWdl(position), fact.fen());
        }
    }

    @Test
    void everyMoveHasFathomsResultAndFathomsBestMoveRanksFirst() {
        SyzygyTablebases tablebases = SyzygyTestData.tablebases();
        for (Fact fact : facts) {
            checkRanking(tablebases, fact);
        }
    }

    private static void checkRanking(SyzygyTablebases tablebases, Fact fact) {
        Position position = Position.fromFen(fact.fen());
        List<RankedMove> ranked = tablebases.rankMoves(position, true);
        Set<Integer> winning = new TreeSet<>(), drawing = new TreeSet<>(), losing = new TreeSet<>();
        for (RankedMove move : ranked) {
            (move.wdl() == SyzygyWdl.WIN ? winning : move.wdl() == SyzygyWdl.LOSS ? losing : drawing).add(move.move());
        }
        assertEquals(moves(position, fact.winning()), winning, fact.fen() + " winning moves");
        assertEquals(moves(position, fact.drawing()), drawing, fact.fen() + " drawing moves");
        assertEquals(moves(position, fact.losing()), losing, fact.fen() + " losing moves");
        int best = San.parse(position, fact.best());
        int bestRank = ranked.stream().filter(move -> move.move() == best).findFirst().orElseThrow().rank();
        assertEquals(ranked.get(0).rank(), bestRank, fact.fen() + " Fathom's best move " + fact.best());
    }

    @Test
    void threadsProbingAtOnceGetTheSameAnswers() throws Exception {
        SyzygyTablebases tablebases = SyzygyTablebases.open(List.of(SyzygyTestData.folder()));
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> mismatches = new ArrayList<>();
            for (int thread = 0; thread < 4; thread++) {
                int first = thread;
                mismatches.add(threads.submit(() -> {
                    int wrong = 0;
                    for (int i = first; i < facts.size(); i += 2) {
                        Fact fact = facts.get(i);
                        Position position = Position.fromFen(fact.fen());
                        if (Math.abs(tablebases.probeDtz(position).dtz()) != fact.dtz()) {
                            wrong++;
                        }
                    }
                    return wrong;
                }));
            }
            for (Future<Integer> wrong : mismatches) {
                assertEquals(0, wrong.get());
            }
        } finally {
            threads.shutdown();
        }
    }

    private static Set<Integer> moves(Position position, String list) {
        Set<Integer> moves = new TreeSet<>();
        if (!list.isBlank()) {
            for (String san : list.split(", ")) {
                moves.add(San.parse(position, san));
            }
        }
        assertTrue(moves.size() <= position.legalMoves().length);
        return moves;
    }
}
