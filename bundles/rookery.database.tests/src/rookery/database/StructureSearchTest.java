package rookery.database;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;
import rookery.database.eco.EcoTable;
import rookery.database.sql.Schema;
import rookery.pgn.GameResult;

/**
 * Search by pawn structure, material, named structure and pattern against brute force: every
 * stored game of 580 world championship games replayed, the condition checked at every ply by
 * code written apart from the search's; once through the index and once by replaying the stored
 * games (a database as imported before the index had structures).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StructureSearchTest {

    @TempDir
    static Path folder;

    private OpeningDatabase indexed;
    private OpeningDatabase replayed;
    private final Map<Long, Game> games = new TreeMap<>();

    @BeforeAll
    void importTwice() throws Exception {
        Path pgn = TestData.worldMatches();
        indexed = OpeningDatabase.open(folder.resolve("indexed"));
        indexed.importFiles(List.of(pgn), new ImportOptions(2, 200), ImportListener.NONE);
        try (OpeningDatabase older = OpeningDatabase.open(folder.resolve("replayed"))) {
            older.importFiles(List.of(pgn), new ImportOptions(2, 200), ImportListener.NONE);
        }
        try (Connection connection = Storage.openSqlite(folder.resolve("replayed"))) {
            Schema.setMeta(connection, Schema.STRUCTURE_INDEX_KEY, 1);
        }
        replayed = OpeningDatabase.open(folder.resolve("replayed"));
        assertTrue(indexed.indexesStructures());
        assertFalse(replayed.indexesStructures());
        for (long id = 1; id <= indexed.lastGameId(); id++) {
            Game game = indexed.game(id);
            if (game != null) {
                games.put(id, game);
            }
        }
        assertTrue(games.size() > 500, "games stored: " + games.size());
    }

    @AfterAll
    void close() throws Exception {
        // Null when the shared data is missing and the import was skipped.
        if (indexed != null) {
            indexed.close();
        }
        if (replayed != null) {
            replayed.close();
        }
    }

    @Test
    void pawnStructuresOfTheGamesThemselves() throws Exception {
        Set<PawnStructure> structures = new LinkedHashSet<>();
        int n = 0;
        for (Game game : games.values()) {
            if (n++ % 25 == 0) {
                for (int ply : new int[] {0, 5, 8, 14, 24, 40, 70}) {
                    if (ply <= game.moves().length) {
                        structures.add(PawnStructure.of(positionAt(game, ply)));
                    }
                }
            }
        }
        assertTrue(structures.size() > 60, "structures: " + structures.size());
        for (PawnStructure structure : structures) {
            Predicate<Position> samePawns = position -> position.pieces(Color.WHITE, Role.PAWN) == structure.white()
                    && position.pieces(Color.BLACK, Role.PAWN) == structure.black();
            check(new StructureQuery.Pawns(structure), samePawns, 1);
        }
    }

    @Test
    void pawnStructuresOfTheFirstPliesOnlyWhenTheDatabaseSaysSo() throws Exception {
        try (OpeningDatabase opening = OpeningDatabase.open(folder.resolve("first-plies"), new DatabaseSettings(50, 8, 12), EcoTable.builtIn())) {
            opening.importFiles(List.of(TestData.worldMatches()), new ImportOptions(2, 200), ImportListener.NONE);
            assertEquals(12, opening.settings().structurePlies());
            List<Game> stored = new ArrayList<>(games.values());
            for (Game game : List.of(stored.get(0), stored.get(99), stored.get(299))) {
                for (int ply : new int[] {4, 12, 13, 30}) {
                    PawnStructure structure = PawnStructure.of(positionAt(game, Math.min(ply, game.moves().length)));
                    Set<Long> expected = new java.util.TreeSet<>();
                    for (Map.Entry<Long, Game> entry : games.entrySet()) {
                        Position position = entry.getValue().startPosition();
                        for (int at = 0; at <= Math.min(12, entry.getValue().moves().length); at++) {
                            if (PawnStructure.of(position).equals(structure)) {
                                expected.add(entry.getKey());
                                break;
                            }
                            if (at < entry.getValue().moves().length) {
                                position.play(entry.getValue().moves()[at]);
                            }
                        }
                    }
                    long[] found = opening.findGames(new StructureQuery.Pawns(structure), 2, ScanProgress.NONE).ids();
                    assertArrayEquals(expected.stream().mapToLong(Long::longValue).toArray(), found, "structure after ply " + ply);
                }
            }
        }
    }

    @Test
    void exactMaterialsHeldForSomePlies() throws Exception {
        Set<String> signatures = new LinkedHashSet<>();
        int n = 0;
        for (Game game : games.values()) {
            if (n++ % 20 == 0) {
                signatures.add(signature(positionAt(game, game.moves().length), false));
                signatures.add(signature(positionAt(game, game.moves().length * 2 / 3), true));
            }
        }
        signatures.add("KRvKBN");
        for (String signature : signatures) {
            for (int plies : new int[] {0, 6, 20}) {
                check(new StructureQuery.Material(MaterialPattern.parse(signature), plies),
                        position -> signature(position, false).equals(signature) || signature(position, true).equals(signature), plies + 1);
            }
        }
    }

    @Test
    void pieceDifferencesHeldForSomePlies() throws Exception {
        record Difference(String text, int queen, int rook, int minor) {
        }
        for (Difference difference : List.of(new Difference("exchange up", 0, 1, -1), new Difference("piece up", 0, 0, 1),
                new Difference("queen against two rooks", 1, -2, 0), new Difference("two minors against rook", 0, -1, 2),
                new Difference("QvRm", 1, -1, -1))) {
            Predicate<Position> holds = position -> {
                int queens = count(position, Color.WHITE, Role.QUEEN) - count(position, Color.BLACK, Role.QUEEN);
                int rooks = count(position, Color.WHITE, Role.ROOK) - count(position, Color.BLACK, Role.ROOK);
                int minors = count(position, Color.WHITE, Role.BISHOP) + count(position, Color.WHITE, Role.KNIGHT)
                        - count(position, Color.BLACK, Role.BISHOP) - count(position, Color.BLACK, Role.KNIGHT);
                return queens == difference.queen() && rooks == difference.rook() && minors == difference.minor()
                        || queens == -difference.queen() && rooks == -difference.rook() && minors == -difference.minor();
            };
            for (int plies : new int[] {0, 1, 10}) {
                check(new StructureQuery.Material(MaterialPattern.parse(difference.text()), plies), holds, plies + 1);
            }
        }
    }

    @Test
    void namedStructuresForEitherColour() throws Exception {
        Predicate<Position> isolatedQueenPawn = position -> isolatedDPawn(position, Color.WHITE) || isolatedDPawn(position, Color.BLACK);
        int found = check(new StructureQuery.Family(StructureFamily.ISOLATED_QUEEN_PAWN), isolatedQueenPawn, 1);
        assertTrue(found > 20, "games with an isolated queen's pawn: " + found);
        Predicate<Position> carlsbad = position -> pawnsOn(position, Color.WHITE, "d4", "e3") && pawnsOn(position, Color.BLACK, "c6", "d5")
                && noPawnOnFile(position, Color.WHITE, 2) && noPawnOnFile(position, Color.BLACK, 4)
                || pawnsOn(position, Color.BLACK, "d5", "e6") && pawnsOn(position, Color.WHITE, "c3", "d4")
                        && noPawnOnFile(position, Color.BLACK, 2) && noPawnOnFile(position, Color.WHITE, 4);
        assertTrue(check(new StructureQuery.Family(StructureFamily.CARLSBAD), carlsbad, 1) > 0);
        for (StructureFamily family : StructureFamily.values()) {
            check(new StructureQuery.Family(family), family::matches, 1);
        }
    }

    @Test
    void patternsAtAnyPly() throws Exception {
        check(new StructureQuery.Pattern(PositionPattern.parse("Bh7,kg8", false)),
                position -> position.pieceAt(Square.parse("h7")) == Piece.WHITE_BISHOP && position.pieceAt(Square.parse("g8")) == Piece.BLACK_KING,
                1);
        check(new StructureQuery.Pattern(PositionPattern.parse("Ng5 -f7 kg8 w", false)),
                position -> position.pieceAt(Square.parse("g5")) == Piece.WHITE_KNIGHT && position.pieceAt(Square.parse("f7")) == null
                        && position.pieceAt(Square.parse("g8")) == Piece.BLACK_KING && position.turn() == Color.WHITE, 1);
        int mirrored = check(new StructureQuery.Pattern(PositionPattern.parse("Re7,Rd7", true)),
                position -> position.pieceAt(Square.parse("e7")) == Piece.WHITE_ROOK && position.pieceAt(Square.parse("d7")) == Piece.WHITE_ROOK
                        || position.pieceAt(Square.parse("e2")) == Piece.BLACK_ROOK && position.pieceAt(Square.parse("d2")) == Piece.BLACK_ROOK,
                1);
        assertTrue(mirrored > 0, "rooks doubled on the seventh");
    }

    @Test
    void resultsAndPagesFollowTheMatches() throws Exception {
        StructureQuery query = new StructureQuery.Family(StructureFamily.ISOLATED_QUEEN_PAWN);
        StructureMatches matches = indexed.findGames(query, 2, ScanProgress.NONE);
        long[] counts = new long[4];
        for (long id : matches.ids()) {
            GameResult result = games.get(id).header().result();
            counts[result.ordinal()]++;
        }
        GameSearch search = GameSearch.of(null, "", GameSort.DATE).within(matches);
        ResultCounts results = indexed.results(search);
        assertEquals(counts[GameResult.WHITE_WINS.ordinal()], results.white());
        assertEquals(counts[GameResult.DRAW.ordinal()], results.draws());
        assertEquals(counts[GameResult.BLACK_WINS.ordinal()], results.black());
        assertEquals(matches.size(), indexed.games(search, 0, 5).total());
        for (GameHeader header : indexed.games(search, 0, 10_000).games()) {
            assertTrue(matches.contains(header.id()));
        }
        GameSearch kasparov = GameSearch.of(null, "player:kasparov", GameSort.DATE).within(matches);
        long expected = java.util.Arrays.stream(matches.ids()).filter(id -> (games.get(id).header().white() + games.get(id).header().black())
                .toLowerCase().contains("kasparov")).count();
        assertEquals(expected, indexed.games(kasparov, 0, 1).total());
    }

    @Test
    void pieceMovesOfAStructureCountEachGameOnce() throws Exception {
        Game game = games.values().iterator().next();
        PawnStructure structure = PawnStructure.of(positionAt(game, 2));
        StructureMatches matches = indexed.findGames(new StructureQuery.Pawns(structure), 2, ScanProgress.NONE);
        Map<String, Integer> expected = new TreeMap<>();
        for (long id : matches.ids()) {
            Position position = games.get(id).startPosition();
            Set<String> played = new java.util.HashSet<>();
            for (int move : games.get(id).moves()) {
                if (PawnStructure.of(position).equals(structure) && position.pieceAt(rookery.chess.Move.from(move)).role() != Role.PAWN) {
                    String key = position.turn() + rookery.chess.San.format(position, move);
                    if (played.add(key)) {
                        expected.merge(key, 1, Integer::sum);
                    }
                }
                position.play(move);
            }
        }
        for (StructureMove move : indexed.pieceMoves(structure, matches, 5)) {
            assertEquals(expected.get(move.side() + move.san()), move.games(), move.san());
            assertEquals(expected.values().stream().mapToInt(Integer::intValue).max().orElseThrow(),
                    indexed.pieceMoves(structure, matches, 1).get(0).games());
        }
    }

    @Test
    void badSyntaxNamesTheToken() {
        assertMessage("'Zg8'", () -> PositionPattern.parse("Bh7,Zg8", false));
        assertMessage("'h9' is not a square", () -> PositionPattern.parse("Bh9", false));
        assertMessage("h7 already has a condition", () -> PositionPattern.parse("Bh7 -h7", false));
        assertMessage("no condition", () -> PositionPattern.parse(" , ", false));
        assertMessage("'X' in side 'KBX'", () -> MaterialPattern.parse("KRvKBX"));
        assertMessage("one 'v'", () -> MaterialPattern.parse("KRKBN"));
        assertMessage("must start with its king", () -> MaterialPattern.parse("KRvBN"));
        assertMessage("pawns are aside", () -> MaterialPattern.parse("RPvB"));
        assertMessage("iqp, hanging-pawns", () -> StructureFamily.byId("isolani"));
        assertMessage("pawn structure '8/8/9", () -> PawnStructure.fromFen("8/8/9/8/8/8/8/8"));
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable parse) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, parse);
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    /** Checks both databases against the replay; returns how many games match. */
    private int check(StructureQuery query, Predicate<Position> condition, int inARow) throws Exception {
        Map<Long, Integer> expected = new TreeMap<>();
        for (Map.Entry<Long, Game> entry : games.entrySet()) {
            int first = firstPly(entry.getValue(), condition, inARow);
            if (first >= 0) {
                expected.put(entry.getKey(), first);
            }
        }
        long[] ids = expected.keySet().stream().mapToLong(Long::longValue).toArray();
        StructureMatches scan = replayed.findGames(query, 2, ScanProgress.NONE);
        assertArrayEquals(ids, scan.ids(), query + " replayed");
        assertTrue(scan.complete());
        List<Integer> plies = new ArrayList<>();
        for (long id : ids) {
            plies.add(scan.firstPly(id));
        }
        assertEquals(List.copyOf(expected.values()), plies, query + " first plies");
        StructureMatches lookup = indexed.findGames(query, 2, ScanProgress.NONE);
        assertArrayEquals(ids, lookup.ids(), query + " indexed");
        assertEquals(!(query instanceof StructureQuery.Pattern), lookup.indexed());
        if (ids.length > 0) {
            assertEquals(expected.get(ids[0]), indexed.firstPly(query, ids[0]));
        }
        return ids.length;
    }

    private static int firstPly(Game game, Predicate<Position> condition, int inARow) {
        List<Boolean> holds = new ArrayList<>();
        Position position = game.startPosition();
        holds.add(condition.test(position));
        for (int move : game.moves()) {
            position.play(move);
            holds.add(condition.test(position));
        }
        for (int start = 0; start + inARow <= holds.size(); start++) {
            boolean all = true;
            for (int i = start; i < start + inARow && all; i++) {
                all = holds.get(i);
            }
            if (all) {
                return start;
            }
        }
        return -1;
    }

    private static Position positionAt(Game game, int ply) {
        Position position = game.startPosition();
        for (int i = 0; i < ply; i++) {
            position.play(game.moves()[i]);
        }
        return position;
    }

    private static int count(Position position, Color color, Role role) {
        return Long.bitCount(position.pieces(color, role));
    }

    /** "K" and the side's pieces, white's first unless {@code blackFirst}: "KRPPvKRP". */
    private static String signature(Position position, boolean blackFirst) {
        Color first = blackFirst ? Color.BLACK : Color.WHITE;
        return side(position, first) + "v" + side(position, first.other());
    }

    private static String side(Position position, Color color) {
        StringBuilder side = new StringBuilder("K");
        for (Role role : new Role[] {Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT, Role.PAWN}) {
            side.repeat(Character.toUpperCase(role.symbol()), count(position, color, role));
        }
        return side.toString();
    }

    private static boolean isolatedDPawn(Position position, Color side) {
        String d = side == Color.WHITE ? "d4" : "d5";
        return pawnsOn(position, side, d) && noPawnOnFile(position, side, 2) && noPawnOnFile(position, side, 4)
                && noPawnOnFile(position, side.other(), 3);
    }

    private static boolean pawnsOn(Position position, Color color, String... squares) {
        for (String square : squares) {
            if (position.pieceAt(Square.parse(square)) != Piece.of(color, Role.PAWN)) {
                return false;
            }
        }
        return true;
    }

    private static boolean noPawnOnFile(Position position, Color color, int file) {
        for (int rank = 0; rank < 8; rank++) {
            if (position.pieceAt(Square.of(file, rank)) == Piece.of(color, Role.PAWN)) {
                return false;
            }
        }
        return true;
    }
}
