package rookery.database;

import java.nio.file.Path;

import rookery.database.eco.EcoTable;

/**
 * Where Rookery keeps its databases and opening tables: the system property {@code rookery.home},
 * else {@code $ROOKERY_HOME}, else {@code ~/.rookery} (the order the tablebase bundle uses).
 */
public final class RookeryHome {

    private RookeryHome() {
    }

    public static Path folder() {
        String property = System.getProperty("rookery.home");
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String environment = System.getenv("ROOKERY_HOME");
        if (environment != null && !environment.isBlank()) {
            return Path.of(environment);
        }
        return Path.of(System.getProperty("user.home"), ".rookery");
    }

    /** Where new databases go unless the user chooses another folder: {@code <home>/databases}. */
    public static Path databases() {
        return folder().resolve("databases");
    }

    /** The database used when none is named: {@code <home>/databases/default}. */
    public static Path defaultDatabase() {
        return databases().resolve("default");
    }

    /** The workbench's scratch database that copied games can always go to, kept until emptied: {@code <home>/clipboard}. */
    public static Path clipboardDatabase() {
        return folder().resolve("clipboard");
    }

    /** Where {@code rookery eco import} puts converted opening tables, read by {@link EcoTable#builtInWith(Path)}. */
    public static Path openingTables() {
        return folder().resolve("eco");
    }
}
