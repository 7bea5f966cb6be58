package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.Game;
import rookery.database.GameHeader;
import rookery.database.collections.LongHashSet;
import rookery.database.encoding.MovesBlob;
import rookery.database.importer.ImportedGame;
import rookery.pgn.GameResult;

/** The games table: one row per game, names (players, event, site, opening) as ids into the name tables, moves one byte a ply. */
public final class GameTable {

    private static final String HEADER_COLUMNS = "g.id, pw.name, pb.name, g.white_elo, g.black_elo, e.name, s.name, g.round,"
            + " g.date, g.result, g.eco, o.name, g.variant, g.start_fen, g.plies, g.time_control";
    private static final String HEADER_JOINS = " FROM games g LEFT JOIN players pw ON pw.id = g.white"
            + " LEFT JOIN players pb ON pb.id = g.black LEFT JOIN events e ON e.id = g.event LEFT JOIN sites s ON s.id = g.site"
            + " LEFT JOIN openings o ON o.id = g.opening";

    private GameTable() {
    }

    public static void insert(Connection connection, Collection<ImportedGame> games, long batch, NameTable players, NameTable events,
            NameTable sites, NameTable openings) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO games(id, batch, white, black, white_elo,"
                + " black_elo, event, site, round, date, result, eco, opening, variant, start_fen, plies, moves, fingerprint, time_control)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (ImportedGame game : games) {
                GameHeader header = game.header;
                insert.setLong(1, game.id);
                insert.setLong(2, batch);
                setId(insert, 3, players.id(header.white()));
                setId(insert, 4, players.id(header.black()));
                setId(insert, 5, header.whiteElo());
                setId(insert, 6, header.blackElo());
                setId(insert, 7, events.id(header.event()));
                setId(insert, 8, sites.id(header.site()));
                insert.setString(9, header.round());
                insert.setString(10, header.date());
                insert.setString(11, header.result().pgn());
                insert.setString(12, header.eco());
                setId(insert, 13, openings.id(header.opening()));
                insert.setString(14, header.variant() == Variant.STANDARD ? null : header.variant().name());
                insert.setString(15, header.startFen());
                insert.setInt(16, header.plies());
                insert.setBytes(17, game.analysis.ranks());
                insert.setLong(18, game.fingerprint);
                insert.setString(19, header.timeControl());
                insert.addBatch();
            }
            players.writePending(connection);
            events.writePending(connection);
            sites.writePending(connection);
            openings.writePending(connection);
            insert.executeBatch();
        }
    }

    private static void setId(PreparedStatement statement, int column, int value) throws SQLException {
        if (value == 0) {
            statement.setNull(column, Types.INTEGER);
        } else {
            statement.setInt(column, value);
        }
    }

    public static long maxId(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery("SELECT max(id) FROM games")) {
            return row.next() ? row.getLong(1) : 0;
        }
    }

    public static LongHashSet fingerprints(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet count = statement.executeQuery("SELECT count(*) FROM games")) {
            LongHashSet fingerprints = new LongHashSet(count.next() ? count.getInt(1) + 1024 : 1024);
            try (ResultSet rows = statement.executeQuery("SELECT fingerprint FROM games")) {
                while (rows.next()) {
                    fingerprints.add(rows.getLong(1));
                }
            }
            return fingerprints;
        }
    }

    /** The headers of the games with these ids, in the order of the ids; unknown ids are left out. */
    public static List<GameHeader> headers(Connection connection, long[] ids) throws SQLException {
        Map<Long, GameHeader> found = new HashMap<>();
        try (PreparedStatement query = connection.prepareStatement("SELECT " + HEADER_COLUMNS + HEADER_JOINS + " WHERE g.id = ?")) {
            for (long id : ids) {
                query.setLong(1, id);
                try (ResultSet row = query.executeQuery()) {
                    if (row.next()) {
                        found.put(id, header(row));
                    }
                }
            }
        }
        List<GameHeader> headers = new ArrayList<>(ids.length);
        for (long id : ids) {
            GameHeader header = found.get(id);
            if (header != null) {
                headers.add(header);
            }
        }
        return headers;
    }

    /** The full game, or null when there is no game with that id. */
    public static Game game(Connection connection, long id) throws SQLException {
        try (Reader games = new Reader(connection)) {
            return games.read(id);
        }
    }

    /** Reads full games one id at a time over one prepared statement; close it when done. */
    public static final class Reader implements AutoCloseable {
        private final PreparedStatement query;

        public Reader(Connection connection) throws SQLException {
            query = connection.prepareStatement("SELECT " + HEADER_COLUMNS + ", g.moves" + HEADER_JOINS + " WHERE g.id = ?");
        }

        /** The game with this id, or null when there is none. */
        public Game read(long id) throws SQLException {
            query.setLong(1, id);
            try (ResultSet row = query.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                GameHeader header = header(row);
                Setup start = StoredGames.start(header.startFen());
                return new Game(header, start, MovesBlob.decode(start, header.variant(), row.getBytes(17)));
            }
        }

        @Override
        public void close() throws SQLException {
            query.close();
        }
    }

    /** The ids of the stored games with these fingerprints, by fingerprint. */
    public static Map<Long, Long> idsOf(Connection connection, LongHashSet fingerprints) throws SQLException {
        Map<Long, Long> ids = new HashMap<>();
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery("SELECT id, fingerprint FROM games")) {
            while (rows.next()) {
                if (fingerprints.contains(rows.getLong(2))) {
                    ids.put(rows.getLong(2), rows.getLong(1));
                }
            }
        }
        return ids;
    }

    private static GameHeader header(ResultSet row) throws SQLException {
        String variant = row.getString(13);
        return new GameHeader(row.getLong(1), row.getString(2), row.getString(3), row.getInt(4), row.getInt(5), row.getString(6),
                row.getString(7), row.getString(8), row.getString(9), GameResult.fromPgn(row.getString(10)), row.getString(11),
                row.getString(12), StoredGames.variant(variant), row.getString(14), row.getInt(15), row.getString(16));
    }
}
