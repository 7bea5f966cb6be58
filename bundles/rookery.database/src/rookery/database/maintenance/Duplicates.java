package rookery.database.maintenance;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import rookery.database.ScanProgress;

/**
 * Finds duplicate games by {@link DuplicateCriteria}: the stored games sorted by the criteria's
 * fields, then their moves (a move is stored as its rank among the legal moves, so the same moves
 * from the same start are the same bytes, and a game's beginning sorts just before the games
 * that go on from it); neighbours with the same fields and moves (or moves that go on) make a group.
 * The game kept of a group is the best-annotated: one with comments saved from the workbench
 * ({@code annotated-games}), then one with an engine review, then the longest, then the one with
 * the most known header fields (Elos, event, site, round, ECO), then the first stored.
 */
public final class Duplicates {

    private static final int PROGRESS_EVERY = 65_536;

    private record Row(long id, int white, int black, String date, String start, byte[] moves, int plies, int fields,
            boolean reviewed, boolean annotated) {
    }

    private static final Comparator<Row> KEPT_FIRST = Comparator.comparing(Row::annotated).thenComparing(Row::reviewed)
            .thenComparingInt(Row::plies).thenComparingInt(Row::fields).reversed().thenComparingLong(Row::id);

    private Duplicates() {
    }

    /**
     * The groups of duplicates among the games of the database in {@code folder}, ordered by their
     * kept game; null when {@code progress} cancels.
     */
    public static List<DuplicateGroup> find(Connection connection, Path annotatedGames, DuplicateCriteria criteria,
            ScanProgress progress) throws SQLException, IOException {
        Set<Long> annotated = AnnotatedGameFiles.ids(annotatedGames);
        List<Row> rows = new ArrayList<>();
        long total;
        try (Statement statement = connection.createStatement()) {
            try (ResultSet count = statement.executeQuery("SELECT count(*) FROM games")) {
                total = count.next() ? count.getLong(1) : 0;
            }
            try (ResultSet row = statement.executeQuery("SELECT g.id, g.white, g.black, g.date, coalesce(g.variant, '') || ' '"
                    + " || coalesce(g.start_fen, ''), g.moves, g.plies, (g.white_elo IS NOT NULL) + (g.black_elo IS NOT NULL)"
                    + " + (g.event IS NOT NULL) + (g.site IS NOT NULL) + (g.round IS NOT NULL) + (g.eco IS NOT NULL),"
                    + " r.game IS NOT NULL FROM games g LEFT JOIN reviews r ON r.game = g.id")) {
                while (row.next()) {
                    long id = row.getLong(1);
                    rows.add(new Row(id, row.getInt(2), row.getInt(3), Objects.requireNonNullElse(row.getString(4), ""), row.getString(5),
                            row.getBytes(6), row.getInt(7), row.getInt(8), row.getBoolean(9), annotated.contains(id)));
                    if (rows.size() % PROGRESS_EVERY == 0) {
                        if (progress.cancelled()) {
                            return null;
                        }
                        progress.scanned(rows.size(), total, 0);
                    }
                }
            }
        }
        if (progress.cancelled()) {
            return null;
        }
        rows.sort(order(criteria));
        progress.scanned(rows.size(), total, 0);
        List<DuplicateGroup> groups = new ArrayList<>();
        List<Row> group = new ArrayList<>();
        for (Row row : rows) {
            if (!group.isEmpty() && !linked(group.get(group.size() - 1), row, criteria)) {
                addGroup(groups, group);
                group.clear();
            }
            group.add(row);
        }
        addGroup(groups, group);
        groups.sort(Comparator.comparingLong(DuplicateGroup::keep));
        return groups;
    }

    private static Comparator<Row> order(DuplicateCriteria criteria) {
        Comparator<Row> order = Comparator.comparing(Row::start);
        if (criteria.samePlayers()) {
            order = Comparator.comparingInt(Row::white).thenComparingInt(Row::black).thenComparing(order);
        }
        if (criteria.sameDate()) {
            order = Comparator.comparing(Row::date).thenComparing(order);
        }
        return order.thenComparing(Row::moves, Arrays::compareUnsigned).thenComparingLong(Row::id);
    }

    /** Whether {@code next}, sorted right after {@code row}, is its duplicate. */
    private static boolean linked(Row row, Row next, DuplicateCriteria criteria) {
        if (criteria.samePlayers() && (row.white() != next.white() || row.black() != next.black())
                || criteria.sameDate() && !row.date().equals(next.date()) || !row.start().equals(next.start())) {
            return false;
        }
        if (Arrays.equals(row.moves(), next.moves())) {
            return true;
        }
        return criteria.prefixes() && row.plies() >= DuplicateCriteria.MIN_PREFIX_PLIES && row.moves().length < next.moves().length
                && Arrays.equals(row.moves(), 0, row.moves().length, next.moves(), 0, row.moves().length);
    }

    private static void addGroup(List<DuplicateGroup> groups, List<Row> group) {
        if (group.size() < 2) {
            return;
        }
        List<Row> ranked = new ArrayList<>(group);
        ranked.sort(KEPT_FIRST);
        long[] others = ranked.stream().skip(1).mapToLong(Row::id).sorted().toArray();
        groups.add(new DuplicateGroup(ranked.get(0).id(), others));
    }
}
