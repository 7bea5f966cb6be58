package rookery.ui.jobs;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportProgress;
import rookery.database.ImportSource;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.database.account.AccountImport;
import rookery.database.account.AccountRequest;
import rookery.ui.model.SyzygyFolders;

/**
 * Imports PGN files or downloads into a database: progress by bytes (for the bar) and games,
 * cancellable between games (what was read is committed; importing the same files again resumes).
 */
public class ImportJob extends TrackedJob<ImportSummary> {
    /** The sources, opened in the job (a download asks its server for its length first). */
    @FunctionalInterface
    public interface Sources {
        List<ImportSource> open() throws IOException;
    }

    /** What the job runs: an import into the database with these options, followed by the listener. */
    @FunctionalInterface
    public interface Run {
        ImportSummary run(OpeningDatabase database, ImportOptions options, ImportListener listener) throws Exception;
    }

    private final OpeningDatabase database;
    private final Run run;
    private final ImportOptions options;
    private List<Path> syzygyFolders = List.of();
    private boolean partialGames;

    public ImportJob(OpeningDatabase database, String title, Sources sources, ImportOptions options) {
        this(database, title, options, (into, with, listener) -> into.importSources(sources.open(), with, listener));
    }

    private ImportJob(OpeningDatabase database, String title, ImportOptions options, Run run) {
        super("Importing " + title);
        this.database = database;
        this.run = run;
        this.options = options;
        setUser(true);
    }

    public static ImportJob ofFiles(OpeningDatabase database, List<Path> files, ImportOptions options) {
        List<Path> copy = List.copyOf(files);
        return new ImportJob(database, copy.size() == 1 ? copy.get(0).getFileName().toString() : copy.size() + " PGN files", () -> {
            List<ImportSource> opened = new ArrayList<>();
            for (Path file : copy) {
                opened.add(ImportSource.file(file));
            }
            return opened;
        }, options);
    }

    /** The import of one download, opened (its length asked of the server) in the job, off the UI thread. */
    public static ImportJob ofDownload(OpeningDatabase database, URI url) {
        return new ImportJob(database, url.toString(), () -> List.of(ImportSource.download(url)), ImportOptions.defaultsWithTables());
    }

    /** The import of an account's games from lichess or chess.com, newer than the last import's ({@link AccountImport}). */
    public static ImportJob ofAccount(OpeningDatabase database, AccountRequest request) {
        return new ImportJob(database, request.site().label() + " " + request.user(), ImportOptions.defaultsWithTables(),
                (into, with, listener) -> AccountImport.run(into, request, with, listener).summary());
    }

    /** Judges the games' endings by the Syzygy tables of {@code folders} too (the preferences', as {@code import --syzygy}); set before the job runs. */
    public void setSyzygyFolders(List<Path> folders) {
        syzygyFolders = List.copyOf(folders);
    }

    /** Keeps a game with an illegal move as its moves before it (the preferences', as {@code import --partial}); set before the job runs. */
    public void setPartialGames(boolean keep) {
        partialGames = keep;
    }

    @Override
    protected ImportSummary execute(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), 1000);
        ImportOptions with = (syzygyFolders.isEmpty() ? options : options.withSyzygy(SyzygyFolders.open(syzygyFolders)))
                .withPartialGames(options.partialGames() || partialGames);
        return run.run(database, with, importListener(monitor, ImportJob::describe));
    }

    /** "games.pgn: 12.3 of 131.0 MB · 20,000 games · 3 duplicates · 1 rejected · 5,400 games/s · 21 s left" ("all files" once all are read). */
    static String describe(ImportProgress p) {
        String read = p.totalBytes() < 0 ? size(p.bytesRead()) : size(p.bytesRead()) + " of " + size(p.totalBytes());
        String text = String.format(Locale.ROOT, "%s: %s · %,d games · %,d duplicates · %,d rejected · %,.0f games/s",
                p.source() == null ? "all files" : p.source(), read, p.imported(), p.duplicates(), p.rejected(), p.gamesPerSecond());
        long eta = p.etaSeconds();
        return eta <= 0 ? text : text + " · " + eta + " s left";
    }

    /** A byte count in kB or MB. */
    public static String size(long bytes) {
        return bytes >= 1_000_000 ? String.format(Locale.ROOT, "%.1f MB", bytes / 1e6) : String.format(Locale.ROOT, "%.1f kB", bytes / 1e3);
    }
}
