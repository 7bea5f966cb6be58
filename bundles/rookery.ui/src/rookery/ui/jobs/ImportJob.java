package rookery.ui.jobs;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportProgress;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;

/**
 * Imports PGN files into a database: progress by bytes (for the bar) and games, cancellable
 * between games (what was read is committed; importing the same files again resumes).
 */
public class ImportJob extends TrackedJob<ImportSummary> {
    private final OpeningDatabase database;
    private final List<Path> files;
    private final ImportOptions options;

    public ImportJob(OpeningDatabase database, List<Path> files, ImportOptions options) {
        super("Importing " + (files.size() == 1 ? files.get(0).getFileName().toString() : files.size() + " PGN files"));
        this.database = database;
        this.files = List.copyOf(files);
        this.options = options;
        setUser(true);
    }

    @Override
    protected ImportSummary execute(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), 1000);
        int[] worked = {0};
        return database.importFiles(files, options, new ImportListener() {
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
        String text = String.format(Locale.ROOT, "%s: %s of %s · %,d games · %,d duplicates · %,d rejected · %,.0f games/s",
                p.file() == null ? "all files" : p.file().getFileName(), size(p.bytesRead()), size(p.totalBytes()), p.imported(), p.duplicates(), p.rejected(),
                p.gamesPerSecond());
        long eta = p.etaSeconds();
        return eta <= 0 ? text : text + " · " + eta + " s left";
    }

    /** A byte count in kB or MB. */
    public static String size(long bytes) {
        return bytes >= 1_000_000 ? String.format(Locale.ROOT, "%.1f MB", bytes / 1e6) : String.format(Locale.ROOT, "%.1f kB", bytes / 1e3);
    }
}
