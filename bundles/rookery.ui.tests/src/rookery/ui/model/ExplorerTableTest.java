package rookery.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.database.Exploration;
import rookery.database.MoveStatistics;
import rookery.database.YearResults;
import rookery.database.eco.EcoLine;
import rookery.ui.model.ExplorerTable.Column;

class ExplorerTableTest {
    private static MoveStatistics move(int id, String san, int white, int draws, int black, int elo, int year, int last, boolean low) {
        int games = white + draws + black;
        double score = (white + draws / 2.0) * 100 / games;
        return new MoveStatistics(id, san, san, games, white, draws, black, score, elo, elo + 10, year, year, last, low, List.of());
    }

    private static final Exploration START = new Exploration("fen", 1L, 11, 6, 3, 2, 1, 0, new EcoLine("A00", "Start", ""),
            List.of(move(1, "e4", 4, 2, 1, 2600, 2000, 2020, false), move(2, "d4", 2, 0, 1, 2700, 1990, 2010, true)));

    @Test
    void totalsAreTheSideToMovesScoreWithWeightedAverages() {
        ExplorerTable table = ExplorerTable.of(START, Color.WHITE, Column.GAMES, true);
        ExplorerTable.Row total = table.total();
        assertEquals(11, total.games());
        assertEquals((6 + 1.5) * 100 / 11, total.score(), 1e-9);
        assertEquals(Math.round((2600 * 7 + 2700 * 3) / 10.0), total.averageElo());
        assertEquals(1997, total.averageYear());
        assertEquals(2020, total.lastYear());
        assertEquals("A00  Start", table.opening());
        assertEquals("11", total.text(Column.GAMES));
        assertEquals("68.2%", total.text(Column.SCORE));
    }

    @Test
    void theMessageCountsTheUnfinishedGamesTheGamesPartListsBesideTheDecidedOnes() {
        Exploration withUnfinished = new Exploration("fen", 1L, 11, 6, 3, 2, 1, 15, null, START.moves());
        assertEquals("15 unfinished games (*) not counted here; the Games part lists 26.", ExplorerTable.message(withUnfinished, ""));
        Exploration onlyUnfinished = new Exploration("fen", 1L, 0, 0, 0, 0, 0, 1, null, List.of());
        assertEquals("No decided game reaches this position. 1 unfinished game (*) not counted here; the Games part lists 1.",
                ExplorerTable.message(onlyUnfinished, ""));
        assertEquals("", ExplorerTable.message(START, ""));
    }

    @Test
    void sortsByAnyColumnEitherWay() {
        assertEquals(List.of("e4", "d4"), sans(ExplorerTable.of(START, Color.WHITE, Column.GAMES, true)));
        assertEquals(List.of("d4", "e4"), sans(ExplorerTable.of(START, Color.WHITE, Column.ELO, true)));
        assertEquals(List.of("d4", "e4"), sans(ExplorerTable.of(START, Color.WHITE, Column.MOVE, false)));
        assertEquals(List.of("d4", "e4"), sans(ExplorerTable.of(START, Color.WHITE, Column.YEAR, false)));
        assertTrue(ExplorerTable.of(START, Color.WHITE, Column.GAMES, true).rows().get(1).lowSample());
    }

    @Test
    void copiesAsTabSeparatedTextInTheShownOrder() {
        String text = ExplorerTable.of(START, Color.WHITE, Column.GAMES, true).asText();
        assertEquals(List.of(
                "A00  Start",
                "Move\tGames\tWhite / Draw / Black\tScore\tAvg Elo\tPerf\tAvg year\tLast played",
                "e4\t7\t4/2/1\t71.4%\t2600\t2610\t2000\t2020",
                "d4\t3\t2/0/1\t66.7%\t2700\t2710\t1990\t2010",
                "\u03a3\t11\t6/3/2\t68.2%\t2630\t\t1997\t2020"), text.lines().toList());
    }

    @Test
    void sharesOfTheResultBar() {
        double[] shares = ExplorerTable.of(START, Color.WHITE, Column.GAMES, true).rows().get(0).shares();
        assertEquals(4 / 7.0, shares[0], 1e-9);
        assertEquals(2 / 7.0, shares[1], 1e-9);
        assertEquals(1 / 7.0, shares[2], 1e-9);
    }

    @Test
    void scoreByYearCountsTheMoversPointsInEveryYearOfTheRange() {
        List<YearResults> years = List.of(new YearResults(1999, 0, 0, 1), new YearResults(2001, 0, 1, 1),
                new YearResults(2003, 1, 0, 0));
        assertEquals(List.of(new ScoreByYear.Period(1999, 1999, 1, 100.0), new ScoreByYear.Period(2000, 2000, 0, 0),
                new ScoreByYear.Period(2001, 2001, 2, 75.0), new ScoreByYear.Period(2002, 2002, 0, 0),
                new ScoreByYear.Period(2003, 2003, 1, 0.0)), ScoreByYear.of(years, Color.BLACK, 20).periods());
        assertEquals(List.of(new ScoreByYear.Period(1995, 1999, 1, 0.0), new ScoreByYear.Period(2000, 2004, 3, 50.0)),
                ScoreByYear.of(years, Color.WHITE, 2).periods());
    }

    private static List<String> sans(ExplorerTable table) {
        return table.rows().stream().map(ExplorerTable.Row::san).toList();
    }

    /** Issue 33, defect 15: on an empty database the book's moves were listed alphabetically; the largest share comes first. */
    @Test
    void bookMovesNoGamePlayedAreSortedByTheirShare() {
        rookery.chess.Position start = rookery.chess.Position.startpos();
        java.util.Map<Integer, Double> book = new java.util.LinkedHashMap<>();
        book.put(rookery.chess.San.parse(start, "c4"), 10.0);
        book.put(rookery.chess.San.parse(start, "d4"), 25.0);
        book.put(rookery.chess.San.parse(start, "e4"), 65.0);
        Exploration empty = new Exploration("fen", start.key(), 0, 0, 0, 0, 0, 0, null, List.of());
        ExplorerTable table = ExplorerTable.of(empty, book, java.util.Set.of(), start, rookery.chess.Color.WHITE, ExplorerTable.Column.GAMES, true);
        assertEquals(List.of("e4", "d4", "c4"), table.rows().stream().map(ExplorerTable.Row::san).toList());
    }
}
