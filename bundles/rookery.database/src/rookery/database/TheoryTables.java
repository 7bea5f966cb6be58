package rookery.database;

import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * The endgame tables a game's theory (its first position within them) is read from: Rookery's own
 * distance-to-mate tables (up to five pieces, the fifty-move rule ignored) and the Syzygy tables
 * (up to seven pieces when present, the fifty-move rule counted); either may be null.
 */
public record TheoryTables(Tablebases own, SyzygyTablebases syzygy) {

    /** Rookery's own tables only; null for null. */
    public static TheoryTables of(Tablebases own) {
        return own == null ? null : new TheoryTables(own, null);
    }

    /** These tables with the Syzygy tables {@code tables} (null: none). */
    public TheoryTables withSyzygy(SyzygyTablebases tables) {
        return new TheoryTables(own, tables);
    }
}
