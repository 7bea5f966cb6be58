package rookery.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.database.DatabaseSettings;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportSource;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.database.SampleDatabase;
import rookery.database.account.AccountImport;
import rookery.database.account.AccountRequest;
import rookery.database.eco.EcoTable;

@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Imports PGN files (plain, gzip or Zstandard such as lichess's .pgn.zst) into an opening database: games, opening and endgame statistics, search index.",
                "With --lichess NAME or --chesscom NAME, an account's games from the site's public API; the next import of the account "
                        + "fetches only newer games.",
                "Duplicates are skipped, rejected games are written to <database>.rejected.pgn. Ctrl-C stops after committing the games "
                        + "read so far; importing the same files again resumes where it stopped."})
final class ImportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Parameters(arity = "0..*", paramLabel = "FILE|URL",
            description = "PGN files, or http(s) addresses of PGN files streamed straight into the import.")
    List<String> files = List.of();

    @Mixin
    AccountOptions account;

    @Option(names = "--max-ply", paramLabel = "N",
            description = "Plies of each game counted in the opening statistics, for a new database (default: ${DEFAULT-VALUE}).")
    int maxPly = DatabaseSettings.DEFAULT.maxPly();

    @Option(names = "--row-threshold", paramLabel = "GAMES",
            description = "For a new database: store a position's statistics precomputed once a batch brings it this many games "
                    + "(rarer positions are tallied from the index when explored; 1 stores every position; default: ${DEFAULT-VALUE}).")
    int rowThreshold = DatabaseSettings.DEFAULT.rowThreshold();

    @Option(names = "--structure-plies", paramLabel = "N", description = "For a new database: index the pawn structures of the first "
            + "N plies of each game for 'rookery search --pawns' (default: ${DEFAULT-VALUE}, the whole game).")
    int structurePlies;

    @Mixin
    ThreadsOption threads;

    @Option(names = "--batch", paramLabel = "GAMES", description = "Games per commit (default: ${DEFAULT-VALUE}).")
    int batchGames = ImportOptions.DEFAULT_BATCH_GAMES;

    @Mixin
    JsonOption jsonOutput;

    @Option(names = "--tables", paramLabel = "DIR", description = "Endgame tables to find each game's first position in, for "
            + "'rookery endgames --theory' (default: the tables the build generates, when there are any).")
    Path tables;

    @Option(names = "--syzygy", paramLabel = "DIR[:DIR]", description = "Syzygy tables to find each game's first position in too,"
            + " up to seven pieces (they answer first).")
    String syzygy;

    @Mixin
    ProgressOption progress;

    @Option(names = "--partial", description = "Keep a game whose move N is not legal with its moves before N (the error in a "
            + "comment after them, as the workbench opens it), counted as partial instead of rejected.")
    boolean partial;

    /** Fails, naming the file, unless it is a file that can be read. */
    static void requireReadableFile(Path file) throws NoSuchFileException {
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new NoSuchFileException(file.toString(), null, "not a readable file");
        }
    }

    /** The database folder named by {@code --db}, else the default one. */
    static Path folder(Path database) {
        return database != null ? database : RookeryHome.defaultDatabase();
    }

    /**
     * Opens an existing database for reading, with a clear message when there is none. Without
     * {@code --db} it is the default database, created from the bundled sample on first use.
     */
    static OpeningDatabase openExisting(Path database) throws IOException, SQLException {
        if (database == null) {
            return openDefault();
        }
        Path folder = folder(database);
        if (!Files.isRegularFile(folder.resolve("games.sqlite"))) {
            throw new NoSuchFileException(folder.toString(), null, "no database here (create one with ./rookery import --db "
                    + folder + " FILE...)");
        }
        return OpeningDatabase.open(folder, DatabaseSettings.DEFAULT, EcoTable.builtInWith(RookeryHome.openingTables()));
    }

    private static OpeningDatabase openDefault() throws IOException, SQLException {
        PrintWriter err = new PrintWriter(System.err, true);
        ProgressBar bar = new ProgressBar(err, "importing the sample games", 100, false);
        ImportListener listener = progress -> bar.show(progress.totalBytes() == 0 ? 0 : 100 * progress.bytesRead() / progress.totalBytes(),
                "% " + progress.imported() + " games");
        try {
            return SampleDatabase.openDefault(listener);
        } finally {
            bar.clear();
        }
    }

    @Override
    public Integer call() throws Exception {
        if (batchGames < 1) {
            throw new ParameterException(spec.commandLine(), "--batch must be at least 1, not " + batchGames);
        }
        DatabaseSettings settings;
        try {
            settings = new DatabaseSettings(maxPly, rowThreshold, structurePlies);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        AccountRequest accountRequest = account.request(spec.commandLine());
        if (accountRequest != null && !files.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--lichess and --chesscom import an account's games alone, without FILE|URL");
        }
        if (accountRequest == null && files.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "nothing to import: give FILE|URL, --lichess NAME or --chesscom NAME");
        }
        List<ImportSource> sources = new ArrayList<>();
        for (String file : files) {
            if (file.matches("(?i)https?://.*")) {
                sources.add(ImportSource.download(URI.create(file)));
            } else {
                requireReadableFile(Path.of(file));
                sources.add(ImportSource.file(Path.of(file)));
            }
        }
        Path folder = folder(database.folder);
        try (StopOnInterrupt stop = new StopOnInterrupt("rookery-import-stop");
                OpeningDatabase opened = OpeningDatabase.open(folder, settings, EcoTable.builtInWith(RookeryHome.openingTables()))) {
            if (!opened.settings().equals(settings) && (spec.commandLine().getParseResult().hasMatchedOption("--max-ply")
                    || spec.commandLine().getParseResult().hasMatchedOption("--row-threshold")
                    || spec.commandLine().getParseResult().hasMatchedOption("--structure-plies"))) {
                throw new ParameterException(spec.commandLine(), "the database at " + folder + " was created with --max-ply "
                        + opened.settings().maxPly() + " --row-threshold " + opened.settings().rowThreshold() + " --structure-plies "
                        + opened.settings().structurePlies() + ", which cannot change");
            }
            ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "import", Math.max(1, totalBytes(sources)), progress.progress);
            ImportOptions options = new ImportOptions(threads.count(), batchGames).withTables(EndgamesCommand.tables(tables))
                    .withSyzygy(EndgamesCommand.syzygy(syzygy)).withPartialGames(partial);
            ImportListener listener = stop.importListener(report -> {
                long eta = report.etaSeconds();
                bar.show(report.bytesRead(), String.format("%d games, %.0f games/s, ETA %s", report.imported(),
                        report.gamesPerSecond(), eta < 0 ? "?" : eta / 60 + ":" + String.format("%02d", eta % 60)));
            });
            ImportSummary summary = accountRequest == null ? opened.importSources(sources, options, listener)
                    : AccountImport.run(opened, accountRequest, options, listener).summary();
            bar.clear();
            print(summary, folder);
            return summary.cancelled() ? RookeryCommand.EXIT_FAILURE : RookeryCommand.EXIT_OK;
        }
    }

    private static long totalBytes(List<ImportSource> sources) {
        return sources.stream().mapToLong(source -> Math.max(0, source.size())).sum();
    }

    private void print(ImportSummary summary, Path folder) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        long ms = summary.elapsedNanos() / 1_000_000;
        long databaseBytes = folderSize(folder);
        if (jsonOutput.json) {
            out.println(JsonText.of(line -> {
                line.writeStartObject();
                line.writeStringField("database", folder.toString());
                line.writeNumberField("files", summary.files());
                line.writeNumberField("alreadyImported", summary.alreadyImported());
                line.writeNumberField("imported", summary.imported());
                line.writeNumberField("duplicates", summary.duplicates());
                line.writeNumberField("resumed", summary.resumed());
                line.writeNumberField("rejected", summary.rejected());
                line.writeNumberField("partial", summary.partial());
                line.writeObjectFieldStart("reasons");
                for (Map.Entry<String, Long> reason : summary.rejectedByReason().entrySet()) {
                    line.writeNumberField(reason.getKey(), reason.getValue());
                }
                line.writeEndObject();
                line.writeStringField("rejectFile", summary.rejectFile() == null ? null : summary.rejectFile().toString());
                line.writeNumberField("batches", summary.batches());
                line.writeNumberField("ms", ms);
                line.writeNumberField("gamesPerSecond", Math.round(summary.gamesPerSecond()));
                line.writeNumberField("pgnBytes", summary.bytes());
                line.writeNumberField("databaseBytes", databaseBytes);
                line.writeBooleanField("cancelled", summary.cancelled());
                line.writeEndObject();
            }));
        } else {
            out.printf("database   %s%n", folder);
            out.printf("imported   %d games (%d duplicates skipped, %d rejected%s", summary.imported(), summary.duplicates(),
                    summary.rejected(), partial ? ", " + summary.partial() + " partial" : "");
            out.printf("%s)%n", summary.resumed() > 0 ? ", " + summary.resumed() + " already imported by an interrupted run" : "");
            if (summary.alreadyImported() > 0) {
                out.printf("skipped    %d files imported before%n", summary.alreadyImported());
            }
            summary.rejectedByReason().forEach((reason, count) -> out.printf("rejected   %-22s %d%n", reason, count));
            if (summary.rejectFile() != null) {
                out.printf("rejects    %s%n", summary.rejectFile());
            }
            out.printf("time       %d ms: %.0f games/s in %d commits%n", ms, summary.gamesPerSecond(), summary.batches());
            out.printf("size       %.1f MB database for %.1f MB of PGN%n", databaseBytes / 1e6, summary.bytes() / 1e6);
            if (summary.cancelled()) {
                out.println("stopped    on request; import the same files again to resume");
            }
        }
        out.flush();
    }

    static long folderSize(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
    }
}
