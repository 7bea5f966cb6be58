package rookery.server.model;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import rookery.chess.Position;
import rookery.database.Exploration;
import rookery.database.Game;
import rookery.database.GameHeader;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;
import rookery.database.YearResults;
import rookery.server.query.ExplorerQuery;

/** Answers explorer requests from a database: its exploration of the position, reshaped as lichess's explorer answers. */
public final class Explorer {

    private final OpeningDatabase database;

    public Explorer(OpeningDatabase database) {
        this.database = database;
    }

    public ExplorerResponse explore(ExplorerQuery query) throws IOException, SQLException {
        Position position = query.position();
        Exploration exploration = database.explore(position, query.filter());
        List<MoveStatistics> listed = exploration.moves().subList(0, Math.min(query.moves(), exploration.moves().size()));
        List<ExplorerMove> moves = new ArrayList<>();
        for (MoveStatistics move : listed) {
            moves.add(move(position, move));
        }
        List<ExplorerGame> top = query.topGames() > 0 ? topGames(exploration, query.topGames()) : null;
        List<ExplorerGame> recent = query.recentGames() > 0 ? recentGames(query) : null;
        List<HistoryEntry> history = query.history() ? history(query, exploration) : null;
        return new ExplorerResponse(exploration.white(), exploration.draws(), exploration.black(), moves, top, recent,
                exploration.opening(), history);
    }

    private ExplorerMove move(Position position, MoveStatistics move) throws SQLException {
        ExplorerGame only = null;
        if (move.games() == 1 && !move.topGames().isEmpty()) {
            List<GameHeader> header = database.headers(move.topGames().get(0));
            only = header.isEmpty() ? null : ExplorerGame.of(null, header.get(0));
        }
        Position after = position.copy();
        after.play(move.move());
        return new ExplorerMove(move.uci(), move.san(), move.averageElo(), move.averageOpponentElo(), move.performance(),
                move.white(), move.draws(), move.black(), only, database.eco().classify(after));
    }

    /**
     * The best-rated games among each move's few best-rated ones, which the exploration keeps at
     * hand; their headers only (reading the whole games decoded every move of fifteen games at each
     * request: most of the server's time at 4 M games, docs/benchmarks.md, session 21).
     */
    private List<ExplorerGame> topGames(Exploration exploration, int limit) throws SQLException {
        record Rated(int averageElo, ExplorerGame game) {
        }
        List<Long> ids = new ArrayList<>();
        Map<Long, String> moveOf = new HashMap<>();
        for (MoveStatistics move : exploration.moves()) {
            for (long id : move.topGames()) {
                ids.add(id);
                moveOf.put(id, move.uci());
            }
        }
        List<Rated> games = new ArrayList<>();
        for (GameHeader header : database.headers(ids.stream().mapToLong(Long::longValue).toArray())) {
            games.add(new Rated(header.averageElo(), ExplorerGame.of(moveOf.get(header.id()), header)));
        }
        return games.stream().sorted(Comparator.comparingInt(Rated::averageElo).reversed().thenComparingLong(rated -> rated.game().id()))
                .limit(limit).map(Rated::game).toList();
    }

    /** The newest games reaching the position and going on from it, each with the move it played there. */
    private List<ExplorerGame> recentGames(ExplorerQuery query) throws IOException, SQLException {
        GameSearch search = GameSearch.of(query.position(), "", GameSort.DATE).withFilter(query.filter());
        List<ExplorerGame> games = new ArrayList<>();
        for (GameHeader header : database.games(search, 0, query.recentGames()).games()) {
            String uci = moveFrom(database.game(header.id()), query.position().key());
            if (uci != null) {
                games.add(ExplorerGame.of(uci, header));
            }
        }
        return games;
    }

    /** The move the game played the first time it reached the position with this key, or null when it ended there. */
    private static String moveFrom(Game game, long key) {
        if (game == null) {
            return null;
        }
        Position walk = game.startPosition();
        int[] moves = game.moves();
        for (int ply = 0; ply < moves.length; ply++) {
            if (walk.key() == key) {
                return walk.uci(moves[ply]);
            }
            walk.play(moves[ply]);
        }
        return null;
    }

    /** Year by year, the results of the listed moves' games (the games that ended in the position have no move to count). */
    private List<HistoryEntry> history(ExplorerQuery query, Exploration exploration) throws IOException, SQLException {
        TreeMap<Integer, int[]> byYear = new TreeMap<>();
        for (MoveStatistics move : exploration.moves()) {
            for (YearResults year : database.resultsByYear(query.position(), move.move(), query.filter())) {
                int[] sums = byYear.computeIfAbsent(year.year(), y -> new int[3]);
                sums[0] += year.white();
                sums[1] += year.draws();
                sums[2] += year.black();
            }
        }
        List<HistoryEntry> history = new ArrayList<>();
        byYear.forEach((year, sums) -> history.add(new HistoryEntry(year, sums[0], sums[1], sums[2])));
        return history;
    }
}
