package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A listener that answers "cancelled" stops the generation: no file for the table in progress, finished ones stay. */
class CancellationTest {

    @TempDir
    Path folder;

    @Test
    void cancellingStopsBeforeTheTableIsWrittenAndKeepsTheSmallerOnes() throws Exception {
        Tablebases tablebases = Tablebases.open(folder);
        Signature kqk = Signature.parse("KQK");
        Signature kpk = Signature.parse("KPK");
        AtomicBoolean cancelled = new AtomicBoolean();
        AtomicInteger progressAfterCancel = new AtomicInteger();
        GenerationListener cancelInKpk = new GenerationListener() {
            @Override
            public void progress(Signature signature, String phase, long done, long total) {
                if (cancelled.get()) {
                    progressAfterCancel.incrementAndGet();
                }
                if (signature.equals(kpk)) {
                    cancelled.set(true);
                }
            }

            @Override
            public boolean isCancelled() {
                return cancelled.get();
            }
        };
        CancellationException stopped = assertThrows(CancellationException.class,
                () -> new TableGenerator(tablebases, 2, cancelInKpk).generateMissing(kpk));
        assertTrue(stopped.getMessage().contains("KPK"), stopped.getMessage());
        tablebases.refresh();
        assertFalse(tablebases.has(kpk), "no file for the cancelled table");
        assertTrue(tablebases.has(kqk), "the promotion tables it needed were finished and kept");
        assertTrue(progressAfterCancel.get() <= 1, "each thread stops at its next chunk");

        List<TableStatistics> resumed = new TableGenerator(tablebases, 2, GenerationListener.SILENT).generateMissing(kpk);
        assertEquals(List.of(kpk), resumed.stream().map(TableStatistics::signature).toList(), "only the cancelled table is left to do");
    }
}
