package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.eco.EcoTable;
import rookery.pgn.GameResult;

/**
 * The bucketed statistics against a brute-force count of the same games: a database built for it
 * has games of every speed (and none), every rating group (and unrated ones), four years (and
 * undated games), so every filter of one speed, one rating group and one year, and their
 * unions, is summed from the buckets of the popular positions; each answer must equal the count.
 * Small batches make positions get rows (and buckets) in later batches; then a deletion.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BucketStatisticsTest {

    private static final DatabaseSettings SETTINGS = new DatabaseSettings(20, 4);
    private static final String[] TIME_CONTROLS = {"15+0", "60+0", "180+2", "600+5", "1800+20", "-", null};
    private static final int[] AVERAGES = {900, 1100, 1300, 1500, 1700, 1900, 2100, 2300, 2600, 0};
    private static final int[] YEARS = {2019, 2020, 2021, 2022, 0};
    private static final int GAMES = 2_400;
    private static final int PLIES = 8;

    @TempDir
    static Path folder;

    private OpeningDatabase database;
    private List<BruteForce.NumberedGame> games;
    private final List<Position> popular = new ArrayList<>();

    @BeforeAll
    void importGamesOfEveryBucket() throws Exception {
        Path pgn = folder.resolve("buckets.pgn");
        Files.writeString(pgn, gamesOfEveryBucket(), StandardCharsets.UTF_8);
        database = OpeningDatabase.open(folder.resolve("db"), SETTINGS, EcoTable.EMPTY);
        database.importFiles(List.of(pgn), new ImportOptions(2, 331), ImportListener.NONE);
        games = BruteForce.games(pgn);
        Map<Long, Integer> reached = new HashMap<>();
        Map<Long, Position> positions = new HashMap<>();
        for (BruteForce.NumberedGame game : games) {
            Position position = Position.startpos();
            for (int ply = 0; ply < 4 && ply < game.record().moves().length; ply++) {
                reached.merge(position.key(), 1, Integer::sum);
                positions.putIfAbsent(position.key(), position.copy());
                position.play(game.record().moves()[ply]);
            }
        }
        reached.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(12)
                .forEach(entry -> popular.add(positions.get(entry.getKey())));
    }

    @AfterAll
    void close() throws Exception {
        if (database != null) {
            database.close();
        }
    }

    /** Random legal games from few first moves, so that the first plies are shared by hundreds of games. */
    private static String gamesOfEveryBucket() {
        Random random = new Random(38);
        StringBuilder pgn = new StringBuilder();
        for (int i = 0; i < GAMES; i++) {
            String timeControl = TIME_CONTROLS[i % TIME_CONTROLS.length];
            int average = AVERAGES[i / TIME_CONTROLS.length % AVERAGES.length];
            int year = YEARS[random.nextInt(YEARS.length)];
            String date = year == 0 ? "????.??.??" : random.nextInt(5) == 0 ? year + ".??.??" : year + "." + twoDigits(1 + random.nextInt(12)) + ".??";
            String result = switch (random.nextInt(7)) {
                case 0, 1 -> "1-0";
                case 2, 3 -> "0-1";
                case 4, 5 -> "1/2-1/2";
                default -> "*";
            };
            pgn.append("[Event \"Buckets\"]\n[White \"W").append(i % 97).append("\"]\n[Black \"B").append(i % 89).append("\"]\n[Date \"")
                    .append(date).append("\"]\n[Result \"").append(result).append("\"]\n");
            if (average > 0) {
                int spread = random.nextInt(150);
                pgn.append("[WhiteElo \"").append(average + spread).append("\"]\n[BlackElo \"").append(average - spread).append("\"]\n");
            } else if (random.nextBoolean()) {
                pgn.append("[WhiteElo \"2000\"]\n");
            }
            if (timeControl != null) {
                pgn.append("[TimeControl \"").append(timeControl).append("\"]\n");
            }
            pgn.append('\n').append(randomMoves(random)).append(result).append("\n\n");
        }
        return pgn.toString();
    }

    private static String twoDigits(int value) {
        return value < 10 ? "0" + value : Integer.toString(value);
    }

    private static String randomMoves(Random random) {
        Position position = Position.startpos();
        StringBuilder moves = new StringBuilder();
        int[] buffer = new int[Position.MAX_MOVES];
        int plies = 2 + random.nextInt(PLIES);
        for (int ply = 0; ply < plies; ply++) {
            int count = position.legalMoves(buffer);
            int[] sorted = Arrays.copyOf(buffer, count);
            Arrays.sort(sorted);
            int move = sorted[random.nextInt(Math.min(count, ply < 3 ? 3 : count))];
            moves.append(ply % 2 == 0 ? ply / 2 + 1 + ". " : "").append(San.format(position, move)).append(' ');
            position.play(move);
        }
        return moves.toString();
    }

    /** Every year of the popular positions is stored, in a few rows of levels (eight batches: at most four). */
    @Test
    void theBucketsOfThePopularPositionsAreStoredInAFewRowsAYear() throws Exception {
        try (Connection connection = Storage.openSqlite(folder.resolve("db"));
                PreparedStatement query = connection.prepareStatement("SELECT count(DISTINCT year), max(rows) FROM"
                        + " (SELECT year, count(*) AS rows FROM position_buckets WHERE key = ? GROUP BY year)")) {
            for (Position position : popular) {
                query.setLong(1, position.key());
                try (ResultSet count = query.executeQuery()) {
                    assertTrue(count.next());
                    assertEquals(YEARS.length, count.getInt(1), position.fen() + ": a year each and one undated");
                    assertTrue(count.getInt(2) >= 1 && count.getInt(2) <= 4, position.fen() + ": rows of a year " + count.getInt(2));
                }
            }
        }
    }

    @Test
    void everySpeedRatingGroupAndYearEqualsTheCountOfItsGames() throws Exception {
        int checked = 0;
        for (Speed speed : speedsAndAll()) {
            for (RatingGroup group : groupsAndAll()) {
                for (int year : YEARS) {
                    ExploreFilter filter = ExploreFilter.NONE.withSpeeds(speed == null ? Set.of() : Set.of(speed)).withYears(year, year);
                    if (group != null) {
                        filter = filter.withRatingGroups(group, group);
                    }
                    assertTrue(filter.alignsWithBuckets(), filter.toString());
                    checked += assertCounts(filter, keeps(speed, group, group, year, year));
                }
            }
        }
        assertTrue(checked > 2_000, "explorations checked: " + checked);
    }

    @Test
    void unionsOfSpeedsGroupsAndYearsEqualTheCountOfTheirGames() throws Exception {
        ExploreFilter fastRated = ExploreFilter.NONE.withSpeeds(Set.of(Speed.BULLET, Speed.BLITZ, Speed.RAPID))
                .withRatingGroups(RatingGroup.FROM_1600, RatingGroup.FROM_2500).withYears(2020, 0);
        Predicate<BruteForce.NumberedGame> fastRatedGames = game -> fastRated.admits(speedOf(game))
                && game.header().averageElo() >= 1600 && game.header().year() >= 2020;
        assertCounts(fastRated, fastRatedGames);
        ExploreFilter lowUntil2021 = ExploreFilter.NONE.withRatingGroups(RatingGroup.BELOW_1000, RatingGroup.FROM_1400).withYears(0, 2021);
        assertCounts(lowUntil2021, game -> game.header().averageElo() > 0 && game.header().averageElo() <= 1599 && game.header().year() > 0
                && game.header().year() <= 2021);
        assertCounts(ExploreFilter.NONE.withSpeeds(Set.of(Speed.CORRESPONDENCE, Speed.ULTRA_BULLET)),
                game -> speedOf(game) == Speed.CORRESPONDENCE || speedOf(game) == Speed.ULTRA_BULLET);
    }

    /** A filter the buckets cannot answer (an Elo bound inside a group) is still the exact count, tallied game by game. */
    @Test
    void filtersInsideABucketAreCountedGameByGame() throws Exception {
        ExploreFilter inside = ExploreFilter.NONE.withElo(1437, 2222).withSpeeds(Set.of(Speed.BLITZ));
        assertTrue(!inside.alignsWithBuckets());
        assertCounts(inside, game -> game.header().averageElo() >= 1437 && game.header().averageElo() <= 2222 && speedOf(game) == Speed.BLITZ);
    }

    @Test
    void afterADeletionTheBucketsCountTheGamesLeft() throws Exception {
        try (OpeningDatabase copy = OpeningDatabase.open(folder.resolve("deleted"), SETTINGS, EcoTable.EMPTY)) {
            copy.importFiles(List.of(folder.resolve("buckets.pgn")), new ImportOptions(2, 997), ImportListener.NONE);
            long[] deleted = games.stream().filter(game -> game.id() % 5 == 0).mapToLong(BruteForce.NumberedGame::id).toArray();
            assertEquals(deleted.length, copy.deleteGames(deleted));
            List<BruteForce.NumberedGame> left = games.stream().filter(game -> game.id() % 5 != 0).toList();
            ExploreFilter blitz2020 = ExploreFilter.NONE.withSpeeds(Set.of(Speed.BLITZ, Speed.RAPID)).withYears(2020, 2021)
                    .withRatingGroups(RatingGroup.FROM_1000, RatingGroup.FROM_2200);
            Predicate<BruteForce.NumberedGame> kept = game -> (speedOf(game) == Speed.BLITZ || speedOf(game) == Speed.RAPID)
                    && game.header().year() >= 2020 && game.header().year() <= 2021 && game.header().averageElo() >= 1000
                    && game.header().averageElo() <= 2499;
            Map<Long, Map<Integer, BruteForce.Expected>> expected = BruteForce.openings(left, SETTINGS.maxPly(), kept);
            for (Position position : popular) {
                Exploration exploration = copy.explore(position, blitz2020);
                BruteForce.assertMatches(expected.get(position.key()), exploration, position);
                assertEquals(unfinished(left, position, kept), exploration.unfinished(), position.fen());
            }
        }
    }

    private int assertCounts(ExploreFilter filter, Predicate<BruteForce.NumberedGame> keeps) throws Exception {
        Map<Long, Map<Integer, BruteForce.Expected>> expected = BruteForce.openings(games, SETTINGS.maxPly(), keeps);
        for (Position position : popular) {
            Exploration exploration = database.explore(position, filter);
            BruteForce.assertMatches(expected.get(position.key()), exploration, position);
            assertEquals(unfinished(games, position, keeps), exploration.unfinished(), position.fen() + " " + filter);
        }
        return popular.size();
    }

    /** The unfinished games of the filter that reach the position within the ply limit. */
    private static int unfinished(List<BruteForce.NumberedGame> games, Position target, Predicate<BruteForce.NumberedGame> keeps) {
        int count = 0;
        for (BruteForce.NumberedGame game : games) {
            if (game.record().result() != GameResult.UNKNOWN || !keeps.test(game)) {
                continue;
            }
            Position position = Position.startpos();
            Set<Long> reached = new HashSet<>();
            reached.add(position.key());
            for (int move : game.record().moves()) {
                position.play(move);
                reached.add(position.key());
            }
            count += reached.contains(target.key()) ? 1 : 0;
        }
        return count;
    }

    private static Predicate<BruteForce.NumberedGame> keeps(Speed speed, RatingGroup lowest, RatingGroup highest, int fromYear, int toYear) {
        return game -> {
            GameHeader header = game.header();
            int average = header.averageElo();
            return (speed == null || speedOf(game) == speed)
                    && (lowest == null || average > 0 && average >= lowest.lowerBound() && (highest.upperBound() == 0 || average <= highest.upperBound()))
                    && (fromYear == 0 || header.year() >= fromYear) && (toYear == 0 || header.year() > 0 && header.year() <= toYear);
        };
    }

    private static Speed speedOf(BruteForce.NumberedGame game) {
        return Speed.of(game.header().timeControl());
    }

    private static List<Speed> speedsAndAll() {
        List<Speed> speeds = new ArrayList<>(List.of(Speed.values()));
        speeds.add(null);
        return speeds;
    }

    private static List<RatingGroup> groupsAndAll() {
        List<RatingGroup> groups = new ArrayList<>(List.of(RatingGroup.values()));
        groups.add(null);
        return groups;
    }
}
