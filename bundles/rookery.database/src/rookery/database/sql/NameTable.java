package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One of the normalised name tables (players, events, sites, openings): ids handed out in memory, new names written with their batch. */
public final class NameTable {

    private final String table;
    private final Map<String, Integer> ids = new HashMap<>();
    private final List<String> pending = new ArrayList<>();
    private int nextId = 1;

    public NameTable(Connection connection, String table) throws SQLException {
        this.table = table;
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, name FROM " + table)) {
            while (rows.next()) {
                int id = rows.getInt(1);
                ids.put(rows.getString(2), id);
                nextId = Math.max(nextId, id + 1);
            }
        }
    }

    /** The id of the name, 0 for null; a new name gets the next id and is written by {@link #writePending}. */
    synchronized int id(String name) {
        if (name == null) {
            return 0;
        }
        Integer id = ids.get(name);
        if (id != null) {
            return id;
        }
        int newId = nextId++;
        ids.put(name, newId);
        pending.add(name);
        return newId;
    }

    synchronized void writePending(Connection connection) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + table + "(id, name) VALUES (?, ?)")) {
            for (String name : pending) {
                insert.setInt(1, ids.get(name));
                insert.setString(2, name);
                insert.addBatch();
            }
            insert.executeBatch();
        }
        pending.clear();
    }
}
