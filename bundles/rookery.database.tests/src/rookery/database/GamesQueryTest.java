package rookery.database;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.database.importer.Dates;
import rookery.database.replay.DeepMatches;
import rookery.pgn.GameResult;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GamesQueryTest {

    @TempDir
    static Path folder;

    private OpeningDatabase database;
    private List<BruteForce.NumberedGame> games;

    @BeforeAll
    void importWorldMatches() throws Exception {
        Path pgn = TestData.worldMatches();
        database = OpeningDatabase.open(folder.resolve("db"), new DatabaseSettings(20, 4), EcoTable.builtIn());
        database.importFiles(List.of(pgn), new ImportOptions(2, 200), ImportListener.NONE);
        games = BruteForce.games(pgn);
    }

    @AfterAll
    void close() throws Exception {
        if (database != null) {
            database.close();
        }
    }

    @Test
    void queriesMatchTheGamesTheyDescribe() throws Exception {
        assertMatches("white:kasparov", game -> has(game.header().white(), "kasparov"));
        assertMatches("player:karpov AND result:1-0", game -> (has(game.header().white(), "karpov") || has(game.header().black(), "karpov"))
                && game.header().result() == GameResult.WHITE_WINS);
        assertMatches("result:\"1/2-1/2\" AND year:[1990 TO 1999]",
                game -> game.header().result() == GameResult.DRAW && game.header().year() >= 1990 && game.header().year() <= 1999);
        assertMatches("elo:[2700 TO *]", game -> game.header().averageElo() >= 2700);
        assertMatches("eco:b33", game -> "B33".equals(game.record().tag("ECO")));
        assertMatches("plies:{100 TO *] -black:fischer", game -> game.header().plies() > 100 && !has(game.header().black(), "fischer"));
        assertMatches("", game -> true);
    }

    @Test
    void positionsFilterTheGamesReachingThemAtAnyPly() throws Exception {
        Position position = Position.startpos();
        MoveText.play(position, "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4");
        long key = position.key();
        Predicate<BruteForce.NumberedGame> reaches = game -> reaches(game, key);
        GameList list = database.games(position, "", GameSort.DATE, 1000);
        assertEquals(games.stream().filter(reaches).count(), list.total());
        assertEquals(ids(games.stream().filter(reaches).toList()), ids(list.games()));
        GameList kasparov = database.games(position, "player:kasparov", GameSort.ELO, 1000);
        assertEquals(games.stream().filter(reaches.and(game -> has(game.header().white(), "kasparov")
                || has(game.header().black(), "kasparov"))).count(), kasparov.total());
    }

    @Test
    void positionsBeyondThePlyLimitAreFoundByReplayingTheCandidates() throws Exception {
        int checked = 0;
        for (int i = 0; i < games.size(); i += 40) {
            GameRecord record = games.get(i).record();
            int[] moves = record.moves();
            if (moves.length <= 30) {
                continue;
            }
            Position position = Position.fromSetup(record.start(), record.variant(), true);
            for (int ply = 0; ply < 30; ply++) {
                position.play(moves[ply]);
            }
            long key = position.key();
            List<BruteForce.NumberedGame> reaching = games.stream().filter(game -> reaches(game, key)).toList();
            GameList list = database.games(position, "", GameSort.DATE, 1000);
            assertEquals(reaching.size(), list.total(), position.fen());
            assertEquals(ids(reaching), ids(list.games()), position.fen());
            checked++;
        }
        assertTrue(checked > 5, "positions checked: " + checked);
    }

    @Test
    void aDeepCandidateThatNeverReachesThePositionIsAFalseMatch() throws Exception {
        BruteForce.NumberedGame game = games.stream().filter(candidate -> candidate.record().moves().length > 60).findFirst()
                .orElseThrow();
        Position position = Position.fromSetup(game.record().start(), game.record().variant(), true);
        for (int ply = 0; ply < 60; ply++) {
            position.play(game.record().moves()[ply]);
        }
        long key = position.key();
        long sameDeepPoint = key ^ 1;
        try (Directory index = Storage.openIndex(folder.resolve("db")); DirectoryReader reader = DirectoryReader.open(index);
                Connection connection = Storage.openSqlite(folder.resolve("db"))) {
            assertEquals(0, DeepMatches.falseMatches(reader, connection, key).length);
            long[] falseMatches = DeepMatches.falseMatches(reader, connection, sameDeepPoint);
            assertTrue(ids(games.stream().filter(other -> reaches(other, key)).toList()).contains(game.id()));
            assertTrue(Arrays.stream(falseMatches).anyMatch(id -> id == game.id()));
        }
    }

    private static boolean reaches(BruteForce.NumberedGame game, long key) {
        Position replay = Position.fromSetup(game.record().start(), game.record().variant(), true);
        boolean found = replay.key() == key;
        for (int move : game.record().moves()) {
            replay.play(move);
            found |= replay.key() == key;
        }
        return found;
    }

    @Test
    void sortsByEloAndDateWithTiesInImportOrder() throws Exception {
        List<GameHeader> byElo = database.games(null, "", GameSort.ELO, 50).games();
        assertEquals(50, byElo.size());
        assertEquals(games.stream().map(BruteForce.NumberedGame::header)
                .sorted(Comparator.comparingInt(GameHeader::averageElo).reversed().thenComparingLong(GameHeader::id)).limit(50)
                .map(GameHeader::id).toList(), byElo.stream().map(GameHeader::id).toList());
        List<GameHeader> byDate = database.games(null, "", GameSort.DATE, 30).games();
        assertEquals(games.stream().map(BruteForce.NumberedGame::header)
                .sorted(Comparator.comparingInt((GameHeader header) -> Dates.sortable(header.date())).reversed()
                        .thenComparingLong(GameHeader::id)).limit(30).map(GameHeader::id).toList(),
                byDate.stream().map(GameHeader::id).toList());
    }

    @Test
    void aBadQuerySaysWhatIsWrong() {
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> database.games(null, "white:(kasparov", GameSort.ELO, 10));
        assertEquals("Column 7: the parenthesis is not closed", bad.getMessage());
        assertEquals("Column 6: year takes a whole number, not 'nineteen'",
                assertThrows(IllegalArgumentException.class, () -> database.games(null, "year:nineteen", GameSort.ELO, 10)).getMessage());
    }

    @Test
    void everyGameComesBackWithItsMovesAndExportsToEquivalentPgn() throws Exception {
        Path exported = folder.resolve("exported.pgn");
        StringBuilder pgn = new StringBuilder();
        for (BruteForce.NumberedGame expected : games) {
            Game game = database.game(expected.id());
            assertArrayEquals(expected.record().moves(), game.moves(), "game " + expected.id());
            assertEquals(expected.record().start(), game.start());
            assertEquals(withOpening(expected.header(), game.header()), game.header());
            pgn.append(game.pgn());
        }
        Files.writeString(exported, pgn);
        try (PgnReader reader = PgnReader.open(exported)) {
            for (BruteForce.NumberedGame expected : games) {
                PgnGame game = (PgnGame) reader.next();
                assertArrayEquals(expected.record().moves(), game.mainline());
                assertEquals(expected.record().result(), game.result());
                Map<String, String> tags = game.tags().asMap();
                for (String tag : List.of("White", "Black", "Event", "Site", "Date", "Round", "WhiteElo", "BlackElo", "FEN")) {
                    String value = expected.record().tag(tag);
                    if (value != null && !(tag.equals("Date") && value.equals("????.??.??"))) {
                        assertEquals(value, tags.get(tag), tag + " of game " + expected.id());
                    }
                }
            }
        }
    }

    /** The stored header names the opening from the ECO table when the tags do not. */
    private static GameHeader withOpening(GameHeader fromTags, GameHeader stored) {
        return new GameHeader(fromTags.id(), fromTags.white(), fromTags.black(), fromTags.whiteElo(), fromTags.blackElo(),
                fromTags.event(), fromTags.site(), fromTags.round(), fromTags.date(), fromTags.result(),
                fromTags.eco() != null ? fromTags.eco() : stored.eco(), fromTags.opening() != null ? fromTags.opening() : stored.opening(),
                fromTags.variant(), fromTags.startFen(), fromTags.plies(), fromTags.timeControl());
    }

    private void assertMatches(String query, Predicate<BruteForce.NumberedGame> predicate) throws Exception {
        List<BruteForce.NumberedGame> expected = games.stream().filter(predicate).toList();
        GameList list = database.games(null, query, GameSort.DATE, 1000);
        assertEquals(expected.size(), list.total(), query);
        assertEquals(ids(expected), ids(list.games()), query);
    }

    private static Set<Long> ids(List<?> games) {
        Set<Long> ids = new HashSet<>();
        for (Object game : games) {
            ids.add(game instanceof GameHeader header ? header.id() : ((BruteForce.NumberedGame) game).id());
        }
        return ids;
    }

    private static boolean has(String name, String word) {
        return name != null && name.toLowerCase().contains(word);
    }
}
