package rookery.ui.model;

import java.nio.file.Path;

/**
 * Where Rookery keeps its files: the system property {@code rookery.home}, else
 * {@code $ROOKERY_HOME}, else {@code ~/.rookery} (the order the tablebase bundle uses too).
 */
public final class RookeryHome {
    private RookeryHome() {
    }

    public static Path directory() {
        String property = System.getProperty("rookery.home");
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String env = System.getenv("ROOKERY_HOME");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        return Path.of(System.getProperty("user.home"), ".rookery");
    }

    /** The default database, opened on first run: {@code <home>/databases/default}. */
    public static Path defaultDatabase() {
        return directory().resolve("databases").resolve("default");
    }
}
