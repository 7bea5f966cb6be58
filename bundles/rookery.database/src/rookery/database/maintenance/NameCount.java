package rookery.database.maintenance;

/** A name as the database spells it, and how many games carry it (a player's as White or Black). */
public record NameCount(String name, long games) {
}
