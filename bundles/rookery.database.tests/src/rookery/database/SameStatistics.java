package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import rookery.chess.Position;
import rookery.chess.San;

/**
 * Two databases compared as the explorer shows them: every position the games reach within the
 * ply limit (stored rows and index tallies alike), with and without filters, the games lists'
 * counts, the endgames and the years.
 */
final class SameStatistics {

    private SameStatistics() {
    }

    static void assertSame(OpeningDatabase expected, OpeningDatabase actual, List<BruteForce.NumberedGame> games)
            throws Exception {
        List<ExploreFilter> filters = List.of(ExploreFilter.NONE, ExploreFilter.NONE.withElo(2600, 0), ExploreFilter.NONE.withYears(1970, 1990));
        // Each position once: the games share their openings, and the explorer merges transpositions.
        Set<Long> checked = new HashSet<>();
        for (BruteForce.NumberedGame game : games) {
            Position position = Position.fromSetup(game.record().start(), game.record().variant(), true);
            int[] moves = game.record().moves();
            for (int ply = 0; ply <= moves.length && ply < expected.settings().maxPly(); ply += 2) {
                if (checked.add(position.key())) {
                    for (ExploreFilter filter : filters) {
                        assertEquals(figures(expected.explore(position, filter)), figures(actual.explore(position, filter)),
                                position.fen() + " " + filter);
                    }
                    assertEquals(expected.games(position, "", GameSort.DATE, 10).total(),
                            actual.games(position, "", GameSort.DATE, 10).total());
                }
                for (int step = 0; step < 2 && ply + step < moves.length; step++) {
                    position.play(moves[ply + step]);
                }
            }
        }
        assertTrue(checked.size() > 500, "positions checked: " + checked.size());
        assertEquals(expected.endgameStatistics(), actual.endgameStatistics());
        Position start = Position.startpos();
        int e4 = San.parse(start, "e4");
        assertEquals(expected.resultsByYear(start, e4, ExploreFilter.NONE), actual.resultsByYear(start, e4, ExploreFilter.NONE));
    }

    /** Everything the explorer shows but the ids of the top games, which differ between the two databases. */
    private static List<String> figures(Exploration exploration) {
        List<String> figures = new ArrayList<>();
        figures.add(exploration.games() + " " + exploration.white() + "/" + exploration.draws() + "/" + exploration.black() + " "
                + exploration.ended());
        for (MoveStatistics move : exploration.moves()) {
            figures.add(move.san() + " " + move.games() + " " + move.white() + "/" + move.draws() + "/" + move.black() + " "
                    + move.averageElo() + " " + move.averageOpponentElo() + " " + move.performance() + " " + move.averageYear() + " "
                    + move.firstYear() + "-" + move.lastYear() + " " + move.lowSample() + " " + move.topGames().size());
        }
        return figures;
    }
}
