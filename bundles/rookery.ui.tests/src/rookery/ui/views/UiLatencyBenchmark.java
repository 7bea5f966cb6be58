package rookery.ui.views;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.database.Game;
import rookery.database.GameSort;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.ui.game.GameTree;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.MastersSample;
import rookery.ui.testing.Workbench;

/**
 * How long the UI thread is busy when the position changes, with all six views following a real
 * database: the synchronous part of a move (board, notation, queries handed off) and every event
 * handled until the views have their answers (explorer, games, endgame results applied, repaints).
 * The budget is 100 ms for any single event. Wall time and the UI thread's CPU time are both
 * reported: on a loaded machine the wall time includes waiting for a core.
 *
 * <pre>UiLatencyBenchmark [games-to-import (default 20000)] [games-to-replay (default 20)] [plies (default 30)]</pre>
 */
public final class UiLatencyBenchmark {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private UiLatencyBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int imported = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        int replayed = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        int plies = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        Path folder = Files.createTempDirectory("rookery-ui-bench");
        Path sample = MastersSample.write(folder.resolve("sample.pgn"), imported);
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            long start = System.nanoTime();
            database.importFiles(List.of(sample), ImportOptions.defaults(), ImportListener.NONE);
            System.out.printf(Locale.ROOT, "imported %,d games in %.1f s%n", database.gameCount(), (System.nanoTime() - start) / 1e9);
            Display display = Display.getDefault();
            Shell shell = new Shell(display);
            Session session = new WorkbenchSession();
            Workbench.open(shell, session, folder.resolve("tables"));
            session.setDatabase(database);
            drain(display, 2000, new ArrayList<>(), new ArrayList<>());
            List<Long> moves = new ArrayList<>();
            List<Long> moveCpu = new ArrayList<>();
            List<Long> events = new ArrayList<>();
            List<Long> eventCpu = new ArrayList<>();
            for (var header : database.games(null, "", GameSort.ELO, replayed).games()) {
                Game game = database.game(header.id());
                session.load(GameTree.fromDatabase(game, null, database.folder()));
                drain(display, 300, events, eventCpu);
                for (int ply = 0; ply < plies && session.current().mainChild() != null; ply++) {
                    long before = System.nanoTime();
                    long cpuBefore = CPU.getCurrentThreadCpuTime();
                    session.forward();
                    moves.add(System.nanoTime() - before);
                    moveCpu.add(CPU.getCurrentThreadCpuTime() - cpuBefore);
                    drain(display, 150, events, eventCpu);
                }
            }
            shell.dispose();
            report("move, wall", moves);
            report("move, UI CPU", moveCpu);
            report("event, wall", events);
            report("event, UI CPU", eventCpu);
        }
    }

    /** Runs the event loop for {@code millis}, recording how long each handled event took. */
    private static void drain(Display display, long millis, List<Long> durations, List<Long> cpu) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < end) {
            long before = System.nanoTime();
            long cpuBefore = CPU.getCurrentThreadCpuTime();
            if (display.readAndDispatch()) {
                durations.add(System.nanoTime() - before);
                cpu.add(CPU.getCurrentThreadCpuTime() - cpuBefore);
            } else {
                Thread.sleep(2);
            }
        }
    }

    private static void report(String what, List<Long> nanos) {
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        if (sorted.length == 0) {
            return;
        }
        System.out.printf(Locale.ROOT, "%-14s n=%,d median %.2f ms  p99 %.2f ms  max %.2f ms  over 100 ms: %d%n", what, sorted.length,
                sorted[sorted.length / 2] / 1e6, sorted[(int) (sorted.length * 0.99)] / 1e6, sorted[sorted.length - 1] / 1e6,
                Arrays.stream(sorted).filter(n -> n > 100_000_000L).count());
    }
}
