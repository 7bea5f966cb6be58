package rookery.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.database.Storage;
import rookery.tablebase.Signature;
import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.SyzygyTablebases;

@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = "Checks the environment (JDK, display, data folder, database, engines, endgame tables, Syzygy tables) and says"
                + " what to fix.")
final class DoctorCommand implements Callable<Integer> {
    /** Where the workbench keeps its preferences (Preferences > Endgame tables among them). */
    private static final Path WORKBENCH_PREFERENCES = Path.of("workspace", ".metadata", ".plugins", "org.eclipse.core.runtime",
            ".settings", "rookery.ui.prefs");
    private static final String SYZYGY_FOLDERS_KEY = "syzygyFolders";

    @Mixin
    JsonOption jsonOutput;

    @Option(names = "--syzygy", paramLabel = "DIR[:DIR]",
            description = "Syzygy folders to check (default: those of the workbench's Preferences > Endgame tables).")
    String syzygyPath;

    record Check(String name, boolean ok, String detail, String fix) {
    }

    private static Check databaseCheck() {
        Path folder = RookeryHome.defaultDatabase();
        if (!Files.isRegularFile(folder.resolve(Storage.SQLITE_FILE))) {
            return new Check("database", false, "no default database at " + folder,
                    "run any database command without --db (e.g. ./rookery explore) to create it from the sample games, "
                            + "or ./rookery import --db " + folder + " FILE.pgn");
        }
        try (OpeningDatabase database = OpeningDatabase.open(folder)) {
            long games = database.gameCount();
            return new Check("database", games > 0, folder + ": " + games + " games",
                    "import games: ./rookery import --db " + folder + " FILE.pgn");
        } catch (IOException | SQLException | RuntimeException e) {
            return new Check("database", false, folder + " cannot be opened: " + e.getMessage(),
                    "move the folder away and run ./rookery explore to create a new default database");
        }
    }

    private static Check engineCheck() {
        Path stockfish = Path.of("/usr/games/stockfish");
        return new Check("engines", true,
                Files.isExecutable(stockfish) ? "built-in engine; external UCI engine found: " + stockfish
                        : "built-in engine (for an external one: apt-get install stockfish)",
                "");
    }

    private static Check tablesCheck() {
        Tablebases tables = Tablebases.open(Tablebases.defaultDirectory());
        int present = 0;
        int expected = 0;
        for (int pieces = 3; pieces <= 4; pieces++) {
            for (Signature signature : Signature.all(pieces)) {
                expected++;
                if (Files.isRegularFile(tables.file(signature))) {
                    present++;
                }
            }
        }
        return new Check("tables", present == expected, present + " of " + expected + " 3-4 piece endgame tables in " + tables.directory(),
                "./rookery tb generate --all 4 --dir " + tables.directory());
    }

    /** The Syzygy folders and the tables they hold, counted by number of pieces; none set is no fault. */
    private Check syzygyCheck() {
        String folders = syzygyPath != null ? syzygyPath : workbenchSyzygyFolders();
        if (folders == null || folders.isBlank()) {
            return new Check("syzygy", true, "no Syzygy folders set (Preferences > Endgame tables, or --syzygy DIR)", "");
        }
        try {
            SyzygyTablebases tables = SyzygyTablebases.open(folders);
            return new Check("syzygy", tables.maxPieces() > 0, tables.summary() + " in " + folders,
                    "put .rtbw/.rtbz files in " + folders + " or set other folders in Preferences > Endgame tables");
        } catch (IOException e) {
            return new Check("syzygy", false, e.getMessage(), "set existing folders in Preferences > Endgame tables");
        }
    }

    /** The workbench's Syzygy folders, null when it has none or never ran. */
    private static String workbenchSyzygyFolders() {
        Path file = RookeryHome.folder().resolve(WORKBENCH_PREFERENCES);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        Properties preferences = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            preferences.load(reader);
        } catch (IOException e) {
            return null;
        }
        return preferences.getProperty(SYZYGY_FOLDERS_KEY);
    }

    @Override
    public Integer call() {
        List<Check> checks = new ArrayList<>();
        int javaVersion = Runtime.version().feature();
        checks.add(new Check("jdk", javaVersion >= 21, "Java " + Runtime.version() + " at " + System.getProperty("java.home"),
                "install a JDK 21 or newer (e.g. apt-get install openjdk-21-jdk) or set JAVA_HOME"));
        String display = System.getenv("DISPLAY");
        checks.add(new Check("display", display != null && !display.isBlank(),
                display == null ? "DISPLAY is not set" : "DISPLAY=" + display,
                "run under a desktop session, or start a virtual display: apt-get install xvfb; xvfb-run ./rookery"));
        Path home = RookeryHome.folder();
        boolean writable = Files.isDirectory(home) ? Files.isWritable(home) : Files.isWritable(home.getParent());
        checks.add(new Check("data-folder", writable, home.toString(), "make " + home + " writable"));
        checks.add(databaseCheck());
        checks.add(engineCheck());
        checks.add(tablesCheck());
        checks.add(syzygyCheck());
        boolean allOk = checks.stream().allMatch(Check::ok);
        if (jsonOutput.json) {
            System.out.println(JsonText.of(out -> {
                out.writeStartObject();
                out.writeBooleanField("ok", allOk);
                out.writeArrayFieldStart("checks");
                for (Check check : checks) {
                    out.writeStartObject();
                    out.writeStringField("name", check.name());
                    out.writeBooleanField("ok", check.ok());
                    out.writeStringField("detail", check.detail());
                    if (!check.ok()) {
                        out.writeStringField("fix", check.fix());
                    }
                    out.writeEndObject();
                }
                out.writeEndArray();
                out.writeEndObject();
            }));
        } else {
            for (Check check : checks) {
                System.out.printf("%-12s %-4s %s%n", check.name(), check.ok() ? "ok" : "FIX", check.detail());
                if (!check.ok()) {
                    System.out.printf("%-12s      -> %s%n", "", check.fix());
                }
            }
        }
        return allOk ? RookeryCommand.EXIT_OK : RookeryCommand.EXIT_FAILURE;
    }
}
