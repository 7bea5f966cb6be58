package rookery.ui.jobs;

import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;

import rookery.database.CopySummary;
import rookery.database.GameSelection;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportProgress;
import rookery.database.OpeningDatabase;

/**
 * Copies or moves games from one open database into another through the model's
 * {@link OpeningDatabase#copyGames} and {@link OpeningDatabase#moveGames} (a move commits the copy
 * before it deletes), progress by games, cancellable between batches (what was committed stays).
 */
public class TransferJob extends TrackedJob<CopySummary> {
    private final OpeningDatabase source;
    private final OpeningDatabase target;
    private final GameSelection selection;
    private final boolean move;

    public TransferJob(OpeningDatabase source, OpeningDatabase target, GameSelection selection, boolean move) {
        super((move ? "Moving games from " : "Copying games from ") + source.folder().getFileName() + " to " + target.folder().getFileName());
        this.source = source;
        this.target = target;
        this.selection = selection;
        this.move = move;
        setUser(true);
    }

    @Override
    protected CopySummary execute(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), 1000);
        int[] worked = {0};
        ImportListener listener = new ImportListener() {
            @Override
            public void progress(ImportProgress progress) {
                double fraction = progress.totalBytes() <= 0 ? -1 : Math.min(1, progress.bytesRead() / (double) progress.totalBytes());
                report(String.format(Locale.ROOT, "%s: %,d games · %,d duplicates", getName(), progress.imported(), progress.duplicates()),
                        fraction);
                int now = (int) Math.round(Math.max(0, fraction) * 1000);
                monitor.worked(now - worked[0]);
                worked[0] = now;
            }

            @Override
            public boolean isCancelled() {
                return monitor.isCanceled();
            }
        };
        ImportOptions options = ImportOptions.defaultsWithTables();
        return move ? source.moveGames(target, selection, options, listener) : source.copyGames(target, selection, options, listener);
    }
}
