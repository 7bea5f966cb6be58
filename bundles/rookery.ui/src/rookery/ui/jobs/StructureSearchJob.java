package rookery.ui.jobs;

import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;

import rookery.database.OpeningDatabase;
import rookery.database.ScanProgress;
import rookery.database.StructureMatches;
import rookery.database.StructureQuery;

/**
 * Finds the games of a search by structure: an index look-up for pawn structures and materials,
 * otherwise a replay of every stored game that reports its progress and stops when cancelled.
 */
public class StructureSearchJob extends TrackedJob<StructureMatches> {
    private final OpeningDatabase database;
    private final StructureQuery query;
    private final int threads;

    public StructureSearchJob(OpeningDatabase database, StructureQuery query, int threads) {
        super("Searching for " + query.describe());
        this.database = database;
        this.query = query;
        this.threads = threads;
        setUser(true);
    }

    @Override
    protected StructureMatches execute(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        return database.findGames(query, threads, new ScanProgress() {
            @Override
            public void scanned(long games, long totalGames, long positions) {
                String text = String.format(Locale.ROOT, "Replayed %,d of %,d games (%,d positions)", games, totalGames, positions);
                report(text, totalGames == 0 ? -1 : games / (double) totalGames);
                monitor.subTask(text);
            }

            @Override
            public boolean cancelled() {
                return monitor.isCanceled();
            }
        });
    }
}
