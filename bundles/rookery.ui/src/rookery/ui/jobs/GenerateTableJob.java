package rookery.ui.jobs;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;

import org.eclipse.core.runtime.IProgressMonitor;

import rookery.tablebase.GenerationListener;
import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.TableStatistics;
import rookery.tablebase.Tablebases;

/**
 * Generates an endgame table and the smaller ones it needs. Cancelling stops it within one chunk
 * of work; the tables finished before stay in the folder, the one in progress is not written.
 */
public class GenerateTableJob extends TrackedJob<List<TableStatistics>> {
    private final Tablebases tables;
    private final Signature signature;
    private final int threads;

    public GenerateTableJob(Tablebases tables, Signature signature, int threads) {
        super("Generating the " + signature.name() + " endgame table");
        this.tables = tables;
        this.signature = signature;
        this.threads = threads;
        setUser(true);
    }

    public Signature signature() {
        return signature;
    }

    @Override
    protected List<TableStatistics> execute(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        TableGenerator generator = new TableGenerator(tables, threads, new GenerationListener() {
            @Override
            public void progress(Signature table, String phase, long done, long total) {
                String text = total > 0
                        ? String.format(Locale.ROOT, "%s: %s (%d%%)", table.name(), phase, done * 100 / total)
                        : table.name() + ": " + phase;
                report(text, total > 0 ? done / (double) total : -1);
                monitor.subTask(text);
            }

            @Override
            public boolean isCancelled() {
                return monitor.isCanceled();
            }
        });
        try {
            List<TableStatistics> generated = generator.generateMissing(signature);
            report("Generated " + generated.size() + " table" + (generated.size() == 1 ? "" : "s"), 1);
            return generated;
        } catch (CancellationException e) {
            report("Generation of " + signature.name() + " cancelled", -1);
            return List.of();
        } finally {
            tables.refresh();
        }
    }
}
