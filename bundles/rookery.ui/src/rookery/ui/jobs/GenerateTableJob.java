package rookery.ui.jobs;

import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;

import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.TableStatistics;
import rookery.tablebase.Tablebases;

/** Generates an endgame table and the smaller ones it needs; it runs to completion (the generator has no cancellation). */
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

    @Override
    protected List<TableStatistics> execute(IProgressMonitor monitor) throws Exception {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        TableGenerator generator = new TableGenerator(tables, threads, (table, phase, done, total) -> {
            String text = total > 0
                    ? String.format(Locale.ROOT, "%s: %s (%d%%)", table.name(), phase, done * 100 / total)
                    : table.name() + ": " + phase;
            report(text, total > 0 ? done / (double) total : -1);
            monitor.subTask(text);
        });
        List<TableStatistics> generated = generator.generateMissing(signature);
        tables.refresh();
        report("Generated " + generated.size() + " table" + (generated.size() == 1 ? "" : "s"), 1);
        return generated;
    }
}
