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

    private final OpeningDatabase database;
    private final Sources sources;
    private final ImportOptions options;

    public ImportJob(OpeningDatabase database, String title, Sources sources, ImportOptions options) {
        super("Importing " + title);
        this.database = database;
        this.sources = sources;
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



    @Override
    protected ImportSummary execute(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), 1000);
        int[] worked = {0};
        return database.importSources(sources.open(), options, new ImportListener() {
            @Override
            public void progress(ImportProgress progress) {
                double fraction = progress.totalBytes() <= 0 ? -1 : Math.min(1, progress.bytesRead() / (double) progress.totalBytes());
                report(describe(progress), fraction);
                int now = (int) Math.round(Math.max(0, fraction) * 1000);
                monitor.worked(now - worked[0]);
                worked[0] = now;
            }

            @Override
            public boolean isCancelled() {
                return monitor.isCanceled();
            }
        });
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
