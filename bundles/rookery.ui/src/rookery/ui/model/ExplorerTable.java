package rookery.ui.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.Exploration;
import rookery.database.MoveStatistics;

/**
 * The opening explorer's table for one position: a row per move sorted by a column, and a totals
 * row for the position. Scores are the mover's (the side to move's for the totals). Rows below the
 * low-sample threshold are flagged so the view can grey them.
 */
public final class ExplorerTable {
    /** The table's columns in display order. */
    public enum Column {
        MOVE("Move", "The move played in this position; a click plays it"),
        GAMES("Games", "How many games played the move here (with the filter, the games that pass it)"),
        BOOK("Book", "The move's share of the weights in the opening books chosen in Preferences > Database (summed over the books);"
                + " book moves no game of the database played are listed too"),
        RESULTS("White / Draw / Black", "The games' results: White wins, draws, Black wins, as shares of the games"),
        SCORE("Score", "Points per game for the side to move, the player of the move: a win 1, a draw 1/2"),
        ELO("Avg Elo", "Average rating of the players of the move (side to move), over the games with both ratings"),
        PERFORMANCE("Perf", "Performance rating of the players of the move: their opponents' average and their score"),
        YEAR("Avg year", "Average year of the dated games"),
        LAST("Last played", "The most recent year the move was played");

        private final String title;
        private final String tooltip;

        Column(String title, String tooltip) {
            this.title = title;
            this.tooltip = tooltip;
        }

        public String title() {
            return title;
        }

        public String tooltip() {
            return tooltip;
        }
    }

    /**
     * One line of the table; {@code move} is {@code Move.NONE} for the totals row; {@code book} the
     * move's share of the books' weights in percent, NaN when no chosen book has the move;
     * {@code inRepertoire} whether the open repertoire plays it (its move text is ticked).
     */
    public record Row(int move, String san, int games, int white, int draws, int black, double score, int averageElo,
            int performance, int averageYear, int lastYear, boolean lowSample, boolean total, double book, boolean inRepertoire) {

        public String text(Column column) {
            return switch (column) {
                case MOVE -> inRepertoire ? san + " \u2713" : san;
                case GAMES -> String.format(Locale.ROOT, "%,d", games);
                case RESULTS -> "";
                case SCORE -> games == 0 ? "" : String.format(Locale.ROOT, "%.1f%%", score);
                case ELO -> averageElo == 0 ? "" : Integer.toString(averageElo);
                case PERFORMANCE -> performance == 0 ? "" : Integer.toString(performance);
                case YEAR -> averageYear == 0 ? "" : Integer.toString(averageYear);
                case LAST -> lastYear == 0 ? "" : Integer.toString(lastYear);
                case BOOK -> Double.isNaN(book) ? "" : String.format(Locale.ROOT, "%.1f%%", book);
            };
        }

        /** White's wins, draws and Black's wins as fractions of the games (0 for no games). */
        public double[] shares() {
            if (games == 0) {
                return new double[] {0, 0, 0};
            }
            return new double[] {white / (double) games, draws / (double) games, black / (double) games};
        }
    }

    private final List<Row> rows;
    private final Row total;
    private final String opening;

    private ExplorerTable(List<Row> rows, Row total, String opening) {
        this.rows = rows;
        this.total = total;
        this.opening = opening;
    }

    public static ExplorerTable of(Exploration exploration, Color toMove, Column sortBy, boolean descending) {
        return of(exploration, Map.of(), Set.of(), null, toMove, sortBy, descending);
    }

    /**
     * @param book the books' share in percent of each move they have in the position (see {@link OpeningBooks})
     * @param repertoire the moves of the position the open repertoire plays
     * @param position the position explored, to name the book's moves no game played; null when {@code book} is empty
     */
    public static ExplorerTable of(Exploration exploration, Map<Integer, Double> book, Set<Integer> repertoire, Position position,
            Color toMove, Column sortBy, boolean descending) {
        List<Row> rows = new ArrayList<>();
        Set<Integer> played = new HashSet<>();
        long eloWeight = 0;
        long eloSum = 0;
        long yearWeight = 0;
        long yearSum = 0;
        int last = 0;
        for (MoveStatistics m : exploration.moves()) {
            rows.add(new Row(m.move(), m.san(), m.games(), m.white(), m.draws(), m.black(), m.score(), m.averageElo(),
                    m.performance(), m.averageYear(), m.lastYear(), m.lowSample(), false, book.getOrDefault(m.move(), Double.NaN),
                    repertoire.contains(m.move())));
            played.add(m.move());
            if (m.averageElo() > 0) {
                eloSum += (long) m.averageElo() * m.games();
                eloWeight += m.games();
            }
            if (m.averageYear() > 0) {
                yearSum += (long) m.averageYear() * m.games();
                yearWeight += m.games();
            }
            last = Math.max(last, m.lastYear());
        }
        book.forEach((move, share) -> {
            if (!played.contains(move)) {
                rows.add(new Row(move, San.format(position, move), 0, 0, 0, 0, 0, 0, 0, 0, 0, true, false, share, repertoire.contains(move)));
            }
        });
        rows.sort(comparator(sortBy, descending));
        int games = exploration.games();
        int wins = toMove == Color.WHITE ? exploration.white() : exploration.black();
        double score = games == 0 ? 0 : (wins + exploration.draws() / 2.0) * 100 / games;
        Row total = new Row(0, "\u03a3", games, exploration.white(), exploration.draws(), exploration.black(), score,
                eloWeight == 0 ? 0 : (int) Math.round(eloSum / (double) eloWeight), 0,
                yearWeight == 0 ? 0 : (int) Math.round(yearSum / (double) yearWeight), last, false, true, Double.NaN, false);
        String opening = exploration.opening() != null ? exploration.opening().eco() + "  " + exploration.opening().name()
                : exploration.key() == Position.startpos().key() ? "Starting position" : "";
        return new ExplorerTable(List.copyOf(rows), total, opening);
    }

    private static final java.util.function.ToDoubleFunction<Row> BOOK_SHARE = row -> Double.isNaN(row.book()) ? -1 : row.book();

    static Comparator<Row> comparator(Column column, boolean descending) {
        Comparator<Row> order = switch (column) {
            case MOVE -> Comparator.comparing(Row::san);
            case GAMES, RESULTS -> Comparator.comparingInt(Row::games);
            case SCORE -> Comparator.comparingDouble(Row::score);
            case ELO -> Comparator.comparingInt(Row::averageElo);
            case PERFORMANCE -> Comparator.comparingInt(Row::performance);
            case YEAR -> Comparator.comparingInt(Row::averageYear);
            case LAST -> Comparator.comparingInt(Row::lastYear);
            case BOOK -> Comparator.comparingDouble(BOOK_SHARE);
        };
        // Ties (book moves no game played, on an empty database all of them) go by the books' share, largest first.
        return (descending ? order.reversed() : order).thenComparing(Comparator.comparingDouble(BOOK_SHARE).reversed());
    }

    /** The moves in the chosen order. */
    public List<Row> rows() {
        return rows;
    }

    /** The position's totals. */
    public Row total() {
        return total;
    }

    /**
     * The line above the table: that no game reaches the position, that unfinished games ({@code *})
     * reach it which the Games part lists and no statistic counts, then the books' problems; empty
     * when there is nothing to say.
     */
    public static String message(Exploration exploration, String bookProblems) {
        List<String> parts = new ArrayList<>();
        if (exploration.games() == 0) {
            parts.add(exploration.unfinished() == 0 ? "No game in the database reaches this position." : "No decided game reaches this position.");
        }
        if (exploration.unfinished() > 0) {
            parts.add(String.format(Locale.ROOT, "%,d unfinished %s (*) not counted here; the Games part lists %,d.", exploration.unfinished(),
                    exploration.unfinished() == 1 ? "game" : "games", exploration.games() + exploration.unfinished()));
        }
        if (!bookProblems.isEmpty()) {
            parts.add(bookProblems);
        }
        return String.join(" ", parts);
    }

    /** "B20  Sicilian Defence", or empty when no ECO line matches. */
    public String opening() {
        return opening;
    }

    /**
     * The table as tab-separated text for the clipboard: the opening, a header line, one line per
     * move in the shown order and the totals; the results column as white/draws/black counts; the
     * Book column only when a book has a move here.
     */
    public String asText() {
        List<Column> columns = new ArrayList<>(List.of(Column.values()));
        if (rows.stream().allMatch(row -> Double.isNaN(row.book()))) {
            columns.remove(Column.BOOK);
        }
        StringBuilder text = new StringBuilder();
        if (!opening.isEmpty()) {
            text.append(opening).append('\n');
        }
        text.append(String.join("\t", columns.stream().map(Column::title).toList())).append('\n');
        for (Row row : rows) {
            appendLine(text, row, columns);
        }
        appendLine(text, total, columns);
        return text.toString();
    }

    private static void appendLine(StringBuilder text, Row row, List<Column> columns) {
        text.append(String.join("\t", columns.stream()
                .map(column -> column == Column.RESULTS ? row.white() + "/" + row.draws() + "/" + row.black() : row.text(column)).toList()));
        text.append('\n');
    }
}
