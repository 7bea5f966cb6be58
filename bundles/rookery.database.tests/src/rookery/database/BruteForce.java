package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.MoveCode;
import rookery.database.encoding.ResultCodes;
import rookery.database.importer.Headers;
import rookery.database.importer.ImportedGame;
import rookery.database.importer.MoveTally;
import rookery.database.replay.GameAnalysis;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/** The statistics of a set of games computed the slow, obvious way: replay every game. */
final class BruteForce {

    /** A distinct game as the database numbers it: ids follow file order, duplicates skipped. */
    record NumberedGame(long id, GameRecord record, GameHeader header) {
    }

    /** Expected figures of one move (code) or of the games ending (code 0) in one position. */
    static final class Expected {
        int games;
        int white;
        int draws;
        int black;
        long moverElo;
        long opponentElo;
        long points2;
        int rated;
        long years;
        int dated;
        int firstYear;
        int lastYear;
        final List<long[]> eloAndId = new ArrayList<>();
    }

    private BruteForce() {
    }

    static List<NumberedGame> games(Path... files) throws IOException {
        List<NumberedGame> games = new ArrayList<>();
        Set<Long> fingerprints = new HashSet<>();
        long id = 1;
        for (Path file : files) {
            try (PgnReader reader = PgnReader.open(file)) {
                for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                    if (record instanceof PgnGame game) {
                        GameRecord gameRecord = GameRecord.of(game);
                        if (fingerprints.add(ImportedGame.fingerprint(gameRecord))) {
                            long gameId = id++;
                            if (playable(gameRecord)) {
                                GameAnalysis none = new GameAnalysis(new long[0], new byte[0], new short[0], new short[0], new byte[0], new int[0],
                                        new long[0], 0, new byte[0], null);
                                GameHeader header = Headers.of(gameId, gameRecord, none, EcoTable.EMPTY, UnaryOperator.identity());
                                games.add(new NumberedGame(gameId, gameRecord, header));
                            }
                        }
                    }
                }
            }
        }
        return games;
    }

    private static boolean playable(GameRecord record) {
        for (int move : record.moves()) {
            if (move == 0) {
                return false;
            }
        }
        return true;
    }

    /** Per position key, per move code (0: ended there), the expected figures of the games that pass the filter. */
    static Map<Long, Map<Integer, Expected>> openings(List<NumberedGame> games, int maxPly, Predicate<NumberedGame> filter) {
        Map<Long, Map<Integer, Expected>> positions = new LinkedHashMap<>();
        for (NumberedGame game : games) {
            int outcome = ResultCodes.code(game.record().result());
            if (outcome == ResultCodes.UNKNOWN || !filter.test(game)) {
                continue;
            }
            Position position = Position.fromSetup(game.record().start(), game.record().variant(), true);
            Set<Long> seen = new HashSet<>();
            int[] moves = game.record().moves();
            for (int ply = 0; ply <= moves.length && ply < maxPly; ply++) {
                if (seen.add(position.key())) {
                    int code = ply == moves.length ? 0 : MoveCode.of(moves[ply]);
                    Expected expected = positions.computeIfAbsent(position.key(), k -> new HashMap<>())
                            .computeIfAbsent(code, c -> new Expected());
                    add(expected, game, outcome, position.turn());
                }
                if (ply < moves.length) {
                    position.play(moves[ply]);
                }
            }
        }
        return positions;
    }

    private static void add(Expected expected, NumberedGame game, int outcome, Color mover) {
        GameHeader header = game.header();
        expected.games++;
        switch (outcome) {
            case ResultCodes.WHITE_WINS -> expected.white++;
            case ResultCodes.DRAW -> expected.draws++;
            default -> expected.black++;
        }
        if (header.whiteElo() > 0 && header.blackElo() > 0) {
            expected.rated++;
            expected.moverElo += mover == Color.WHITE ? header.whiteElo() : header.blackElo();
            expected.opponentElo += mover == Color.WHITE ? header.blackElo() : header.whiteElo();
            expected.points2 += ResultCodes.points2(outcome, mover);
        }
        int year = header.year();
        if (year > 0) {
            expected.dated++;
            expected.years += year;
            expected.firstYear = expected.firstYear == 0 ? year : Math.min(expected.firstYear, year);
            expected.lastYear = Math.max(expected.lastYear, year);
        }
        expected.eloAndId.add(new long[] {header.averageElo(), game.id()});
    }

    /** The ids of the {@link MoveTally#TOP} games with the highest average Elo, ties to the lower id. */
    static List<Long> top(Expected expected) {
        return expected.eloAndId.stream()
                .sorted((a, b) -> a[0] != b[0] ? Long.compare(b[0], a[0]) : Long.compare(a[1], b[1]))
                .limit(MoveTally.TOP).map(pair -> pair[1]).toList();
    }

    /** Per signature name: {games, first side's wins, draws, losses}. */
    static Map<String, int[]> endgames(List<NumberedGame> games) {
        Map<String, int[]> endgames = new HashMap<>();
        for (NumberedGame game : games) {
            int outcome = ResultCodes.code(game.record().result());
            if (outcome == ResultCodes.UNKNOWN) {
                continue;
            }
            Position position = Position.fromSetup(game.record().start(), game.record().variant(), true);
            Set<String> seen = new HashSet<>();
            int[] moves = game.record().moves();
            for (int ply = 0; ply <= moves.length; ply++) {
                if (Long.bitCount(position.occupied()) <= 7) {
                    int signature = MaterialSignature.of(position);
                    String name = MaterialSignature.name(signature);
                    if (seen.add(name + MaterialSignature.blackFirst(signature))) {
                        boolean blackFirst = MaterialSignature.blackFirst(signature);
                        int[] counts = endgames.computeIfAbsent(name, n -> new int[4]);
                        counts[0]++;
                        if (outcome == ResultCodes.DRAW) {
                            counts[2]++;
                        } else if ((outcome == ResultCodes.WHITE_WINS) != blackFirst) {
                            counts[1]++;
                        } else {
                            counts[3]++;
                        }
                    }
                }
                if (ply < moves.length) {
                    position.play(moves[ply]);
                }
            }
        }
        return endgames;
    }

    /** Asserts that an exploration shows the brute force's figures of the position (null: no game reaches it). */
    static void assertMatches(Map<Integer, BruteForce.Expected> moves, Exploration exploration, Position position) {
        String where = position.fen();
        if (moves == null) {
            assertEquals(0, exploration.games(), where);
            assertTrue(exploration.moves().isEmpty(), where);
            return;
        }
        int games = 0;
        int white = 0;
        int draws = 0;
        int black = 0;
        for (BruteForce.Expected move : moves.values()) {
            games += move.games;
            white += move.white;
            draws += move.draws;
            black += move.black;
        }
        assertEquals(games, exploration.games(), where);
        assertEquals(white, exploration.white(), where);
        assertEquals(draws, exploration.draws(), where);
        assertEquals(black, exploration.black(), where);
        assertEquals(exploration.games(), exploration.white() + exploration.draws() + exploration.black(), where);
        BruteForce.Expected ended = moves.get(MoveCode.NONE);
        assertEquals(ended == null ? 0 : ended.games, exploration.ended(), where);
        assertEquals(exploration.games(), exploration.ended() + exploration.moves().stream().mapToInt(MoveStatistics::games).sum(), where);
        assertEquals(moves.size() - (ended == null ? 0 : 1), exploration.moves().size(), where);
        List<Integer> order = new ArrayList<>();
        for (MoveStatistics statistics : exploration.moves()) {
            BruteForce.Expected move = moves.get(MoveCode.of(statistics.move()));
            String at = where + " " + statistics.san();
            assertEquals(move.games, statistics.games(), at);
            assertEquals(move.white, statistics.white(), at);
            assertEquals(move.draws, statistics.draws(), at);
            assertEquals(move.black, statistics.black(), at);
            int wins = position.turn() == Color.WHITE ? move.white : move.black;
            assertEquals((wins + move.draws / 2.0) * 100 / move.games, statistics.score(), 1e-9, at);
            assertEquals(move.rated == 0 ? 0 : Math.round((double) move.moverElo / move.rated), statistics.averageElo(), at);
            assertEquals(move.rated == 0 ? 0 : Math.round((double) move.opponentElo / move.rated), statistics.averageOpponentElo(), at);
            assertEquals(move.rated == 0 ? 0 : Performance.rating((double) move.opponentElo / move.rated, move.points2 / 2.0 / move.rated),
                    statistics.performance(), at);
            assertEquals(move.dated == 0 ? 0 : Math.round((double) move.years / move.dated), statistics.averageYear(), at);
            assertEquals(move.firstYear, statistics.firstYear(), at);
            assertEquals(move.lastYear, statistics.lastYear(), at);
            assertEquals(BruteForce.top(move), statistics.topGames(), at);
            assertEquals(move.games < ExploreFilter.DEFAULT_LOW_SAMPLE, statistics.lowSample(), at);
            order.add(statistics.games());
        }
        List<Integer> sorted = new ArrayList<>(order);
        sorted.sort((a, b) -> b - a);
        assertEquals(sorted, order, where + ": moves sorted by games");
    }
}
