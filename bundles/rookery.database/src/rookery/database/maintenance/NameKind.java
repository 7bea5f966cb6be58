package rookery.database.maintenance;

import java.util.List;

/** The names a database keeps in tables of their own: players (White and Black), events and sites. */
public enum NameKind {
    PLAYER("players", List.of("white", "black"), List.of("White", "Black")),
    EVENT("events", List.of("event"), List.of("Event")),
    SITE("sites", List.of("site"), List.of("Site"));

    private final String table;
    private final List<String> columns;
    private final List<String> tags;

    NameKind(String table, List<String> columns, List<String> tags) {
        this.table = table;
        this.columns = columns;
        this.tags = tags;
    }

    /** The SQLite table of the names. */
    public String table() {
        return table;
    }

    /** The columns of the games table that refer to it. */
    public List<String> columns() {
        return columns;
    }

    /** The PGN tags the names come from. */
    public List<String> tags() {
        return tags;
    }
}
