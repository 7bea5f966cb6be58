package rookery.tablebase;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Generates tables into the folder of a {@link Tablebases}, together with the smaller tables that
 * captures and promotions lead to when they are not there yet.
 */
public final class TableGenerator {

    private final Tablebases tablebases;
    private final int threads;
    private final GenerationListener listener;

    public TableGenerator(Tablebases tablebases, int threads, GenerationListener listener) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.tablebases = tablebases;
        this.threads = threads;
        this.listener = listener;
    }

    /**
     * Generates the table of this material (in its canonical orientation), replacing the file if
     * there is one, after any missing smaller tables it needs. Returns the statistics of every
     * table generated, smaller ones first.
     */
    public List<TableStatistics> generate(Signature signature) throws IOException {
        List<TableStatistics> generated = new ArrayList<>();
        Signature canonical = signature.canonical();
        if (canonical.pieceCount() <= 2) {
            throw new IllegalArgumentException(signature + ": bare kings are a draw and need no table");
        }
        for (Signature successor : canonical.successors()) {
            generateMissing(successor, generated);
        }
        generated.add(build(canonical));
        return generated;
    }

    /** Generates this table and the smaller ones it needs, each only if it is not in the folder yet. */
    public List<TableStatistics> generateMissing(Signature signature) throws IOException {
        List<TableStatistics> generated = new ArrayList<>();
        generateMissing(signature.canonical(), generated);
        return generated;
    }

    private void generateMissing(Signature canonical, List<TableStatistics> generated) throws IOException {
        if (tablebases.has(canonical)) {
            return;
        }
        for (Signature successor : canonical.successors()) {
            generateMissing(successor, generated);
        }
        generated.add(build(canonical));
    }

    private TableStatistics build(Signature canonical) throws IOException {
        long start = System.nanoTime();
        Retrograde retrograde = new Retrograde(new TableIndex(canonical), tablebases::table, threads, listener);
        Table table = retrograde.run();
        tablebases.store(table);
        return TableStatistics.of(table, retrograde::isLegal, Duration.ofNanos(System.nanoTime() - start));
    }
}
