package rookery.ui.jobs;

import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;

import rookery.database.CopySummary;
import rookery.database.GameSelection;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
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
        ImportListener listener = importListener(monitor, progress -> String.format(Locale.ROOT, "%s: %,d games · %,d duplicates",
                getName(), progress.imported(), progress.duplicates()));
        ImportOptions options = ImportOptions.defaultsWithTables();
        return move ? source.moveGames(target, selection, options, listener) : source.copyGames(target, selection, options, listener);
    }
}
