package rookery.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;

import picocli.CommandLine.Option;
import rookery.database.OpeningDatabase;

/** {@code --db DIR}: the database a command reads (a picocli mixin). */
final class DatabaseOption {

    @Option(names = "--db", paramLabel = "DIR", description = "The database folder (default: $ROOKERY_HOME/databases/default).")
    Path folder;

    /** The database named, which must exist; without --db the default one. */
    OpeningDatabase openExisting() throws IOException, SQLException {
        return ImportCommand.openExisting(folder);
    }
}
