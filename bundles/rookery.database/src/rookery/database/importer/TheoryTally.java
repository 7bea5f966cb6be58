package rookery.database.importer;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rookery.chess.Color;
import rookery.database.TheoryReport;
import rookery.database.TheoryRow;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.ResultCodes;
import rookery.pgn.GameResult;

/** Reads the {@code theory} table with the games' results, players and ratings into a {@link TheoryReport}. */
public final class TheoryTally {

    private static final int PLAYER_ROWS = 30;

    private TheoryTally() {
    }

    public static TheoryReport report(Connection connection, long visibleBatch, String player, int examples) throws SQLException {
        Counts total = new Counts("all games", examples);
        Map<String, Counts> bySignature = new LinkedHashMap<>();
        Map<String, Counts> byElo = new LinkedHashMap<>();
        Map<String, Counts> byPlayer = new LinkedHashMap<>();
        String wanted = player == null || player.isBlank() ? null : player.strip().toLowerCase(Locale.ROOT);
        try (PreparedStatement select = connection.prepareStatement("SELECT t.game, t.signature, t.result, g.result, g.white_elo, g.black_elo,"
                + " w.name, b.name FROM theory t JOIN games g ON g.id = t.game LEFT JOIN players w ON w.id = g.white"
                + " LEFT JOIN players b ON b.id = g.black WHERE g.batch <= ? ORDER BY t.game")) {
            select.setLong(1, visibleBatch);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    int practice = ResultCodes.code(GameResult.fromPgn(rows.getString(4)));
                    if (!ResultCodes.decided(practice)) {
                        continue;
                    }
                    long id = rows.getLong(1);
                    int theory = rows.getInt(3);
                    String white = rows.getString(7);
                    String black = rows.getString(8);
                    Color side = wanted == null ? null : matches(white, wanted) ? Color.WHITE : matches(black, wanted) ? Color.BLACK : null;
                    if (wanted != null && side == null) {
                        continue;
                    }
                    String signature = MaterialSignature.name(rows.getInt(2));
                    int whiteElo = rows.getInt(5);
                    int blackElo = rows.getInt(6);
                    total.add(id, theory, practice, side);
                    bySignature.computeIfAbsent(signature, label -> new Counts(label, examples)).add(id, theory, practice, side);
                    byElo.computeIfAbsent(eloBand(whiteElo, blackElo), label -> new Counts(label, examples)).add(id, theory, practice, side);
                    if (side != null) {
                        byPlayer.computeIfAbsent(side == Color.WHITE ? white : black, label -> new Counts(label, examples))
                                .add(id, theory, practice, side);
                    } else {
                        for (Color color : Color.values()) {
                            String name = color == Color.WHITE ? white : black;
                            if (name != null) {
                                byPlayer.computeIfAbsent(name, label -> new Counts(label, examples)).add(id, theory, practice, color);
                            }
                        }
                    }
                }
            }
        }
        return new TheoryReport(wanted == null ? null : player.strip(), total.row(), rows(bySignature, Integer.MAX_VALUE),
                rows(byElo, Integer.MAX_VALUE), rows(byPlayer, PLAYER_ROWS));
    }

    private static boolean matches(String name, String wanted) {
        return name != null && name.toLowerCase(Locale.ROOT).contains(wanted);
    }

    static String eloBand(int whiteElo, int blackElo) {
        if (whiteElo <= 0 || blackElo <= 0) {
            return "unrated";
        }
        int average = (whiteElo + blackElo) / 2;
        if (average < 2000) {
            return "below 2000";
        }
        if (average >= 2600) {
            return "2600 and above";
        }
        int low = average / 200 * 200;
        return low + "-" + (low + 199);
    }

    private static List<TheoryRow> rows(Map<String, Counts> groups, int limit) {
        List<TheoryRow> rows = new ArrayList<>();
        for (Counts counts : groups.values()) {
            rows.add(counts.row());
        }
        rows.sort(Comparator.comparingInt(TheoryRow::games).reversed().thenComparing(TheoryRow::label));
        return rows.subList(0, Math.min(limit, rows.size()));
    }

    /** The counts of one group; a game is seen from {@code side} when a player's, else from the side winning in theory. */
    private static final class Counts {
        private final String label;
        private final int examples;
        private int games;
        private int theoryWins;
        private int converted;
        private int winsDrawn;
        private int winsLost;
        private int theoryDraws;
        private int drawsHeld;
        private int drawsLost;
        private int theoryLosses;
        private int saves;
        private final List<Long> missed = new ArrayList<>();
        private final List<Long> saved = new ArrayList<>();

        Counts(String label, int examples) {
            this.label = label;
            this.examples = examples;
        }

        void add(long id, int theory, int practice, Color side) {
            games++;
            if (theory == ResultCodes.DRAW) {
                theoryDraws++;
                if (practice == ResultCodes.DRAW) {
                    drawsHeld++;
                } else if (side == null || ResultCodes.points2(practice, side) == 0) {
                    drawsLost++;
                    example(missed, id);
                }
                return;
            }
            Color winner = theory == ResultCodes.WHITE_WINS ? Color.WHITE : Color.BLACK;
            if (side != null && side != winner) {
                theoryLosses++;
                if (ResultCodes.points2(practice, side) > 0) {
                    saves++;
                    example(saved, id);
                }
                return;
            }
            theoryWins++;
            switch (ResultCodes.points2(practice, winner)) {
                case 2 -> converted++;
                case 1 -> {
                    winsDrawn++;
                    example(missed, id);
                }
                default -> {
                    winsLost++;
                    example(missed, id);
                }
            }
        }

        private void example(List<Long> ids, long id) {
            if (ids.size() < examples) {
                ids.add(id);
            }
        }

        TheoryRow row() {
            return new TheoryRow(label, games, theoryWins, converted, winsDrawn, winsLost, theoryDraws, drawsHeld, drawsLost, theoryLosses,
                    saves, missed, saved);
        }
    }
}
