package rookery.ui.views;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.ui.model.ExplorerTable;
import rookery.ui.model.GameColumn;
import rookery.ui.model.GameFile;
import rookery.ui.model.GameRows;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;

/**
 * How long the explorer and the Games part take from a click to the table painted, on a real
 * database and a real PGN file: the explorer playing its most played move (what a click or Enter
 * on its row runs) until it shows the new position (20 times 10 plies from the start), a header click sorting all of a
 * player's games by date, one sorting every game of the database by White's Elo, and opening a PGN
 * file as a list until its first page is painted. Each is the wall time from the event to the
 * table painted with the new rows.
 *
 * <pre>GamesListBenchmark DATABASE-DIR PGN-FILE [player (default anand)] [runs (default 9)]</pre>
 *
 * A missing DATABASE-DIR is first made by importing PGN-FILE (masters-a-l.pgn: 181,624 games).
 */
public final class GamesListBenchmark {
    private GamesListBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path databaseDir = Path.of(args[0]);
        Path pgn = Path.of(args[1]);
        String player = args.length > 2 ? args[2] : "anand";
        int runs = args.length > 3 ? Integer.parseInt(args[3]) : 9;
        Display display = Display.getDefault();
        boolean imported = Files.isDirectory(databaseDir);
        try (OpeningDatabase database = OpeningDatabase.open(databaseDir)) {
            if (!imported) {
                database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            }
            System.out.printf(Locale.ROOT, "database: %,d games%n", database.gameCount());
            Shell shell = new Shell(display);
            shell.setLayout(new FillLayout(SWT.VERTICAL));
            Session session = new WorkbenchSession();
            ExplorerView explorer = new ExplorerView(shell, session);
            GamesView games = new GamesView(shell, session);
            session.addListener(explorer);
            session.addListener(games);
            shell.setSize(1400, 900);
            shell.open();
            session.setDatabase(database);
            report("explorer move click", moveClicks(display, session, explorer));
            games.followPosition().setSelection(false);
            search(display, games, "player:" + player);
            System.out.printf(Locale.ROOT, "%s: %,d games%n", player, games.total());
            report("sort " + player + " by date", sorts(display, games, GameColumn.DATE, runs));
            search(display, games, "");
            System.out.printf(Locale.ROOT, "all: %,d games%n", games.total());
            report("sort all by Elo", sorts(display, games, GameColumn.WHITE_ELO, runs));
            List<Long> opens = new ArrayList<>();
            for (int run = 0; run < runs; run++) {
                long start = System.nanoTime();
                session.openGameFile(GameFile.open(pgn, GameRows.BLOCK));
                awaitPainted(display, games.table(), () -> games.games().size() == GameRows.BLOCK && games.file() != null);
                opens.add(System.nanoTime() - start);
                GameFile file = session.gameFile();
                if (run == 0) {
                    awaitPainted(display, games.table(), file::complete);
                    long whole = System.nanoTime() - start;
                    awaitPainted(display, games.table(), () -> games.total() == file.games());
                    System.out.printf(Locale.ROOT, "%s: %,d games read in %.2f s%n", pgn.getFileName(), file.games(), whole / 1e9);
                }
                session.openGameFile(null);
                awaitPainted(display, games.table(), () -> games.file() == null && !games.games().isEmpty());
            }
            report("PGN list, first page", opens);
            shell.dispose();
        }
    }

    private static List<Long> moveClicks(Display display, Session session, ExplorerView explorer) {
        List<Long> times = new ArrayList<>();
        for (int line = 0; line < 20; line++) {
            session.toStart();
            awaitPainted(display, explorer.table(), () -> explorer.shownKey() == session.position().key());
            for (int ply = 0; ply < 10 && explorer.table().getItemCount() > 1; ply++) {
                int mostPlayed = explorer.table().getItem(0).getData() instanceof ExplorerTable.Row row && row.total() ? 1 : 0;
                long before = session.position().key();
                long start = System.nanoTime();
                explorer.table().setSelection(mostPlayed);
                explorer.playSelected();
                if (session.position().key() == before) {
                    throw new IllegalStateException("row " + mostPlayed + " played no move");
                }
                awaitPainted(display, explorer.table(), () -> explorer.shownKey() == session.position().key());
                times.add(System.nanoTime() - start);
            }
        }
        return times;
    }

    /** Lists the query's games and lets the list settle (its first page and count) for three seconds. */
    private static void search(Display display, GamesView games, String query) {
        games.query().setText(query);
        games.query().notifyListeners(SWT.DefaultSelection, new Event());
        long settled = System.nanoTime() + 3_000_000_000L;
        while (System.nanoTime() < settled) {
            if (!display.readAndDispatch()) {
                Thread.onSpinWait();
            }
        }
    }

    /** Clicks the header {@code runs} times (each run reverses the order) and times each click to the new page painted. */
    static List<Long> sorts(Display display, GamesView games, GameColumn column, int runs) {
        List<Long> times = new ArrayList<>();
        for (int run = 0; run < runs; run++) {
            Object before = games.game(0);
            long start = System.nanoTime();
            games.table().getColumn(column.ordinal()).notifyListeners(SWT.Selection, new Event());
            awaitPainted(display, games.table(), () -> games.game(0) != null && games.game(0) != before);
            times.add(System.nanoTime() - start);
        }
        return times;
    }

    /** Scrolls to {@code runs} rows spread over the list (a fixed sequence) and times each until the row is read and painted. */
    static List<Long> scrolls(Display display, GamesView games, int runs) {
        List<Long> times = new ArrayList<>();
        java.util.Random random = new java.util.Random(35);
        for (int run = 0; run < runs; run++) {
            int row = random.nextInt((int) games.total());
            long start = System.nanoTime();
            games.table().setTopIndex(row);
            games.table().redraw();
            awaitPainted(display, games.table(), () -> games.game(row) != null);
            times.add(System.nanoTime() - start);
        }
        return times;
    }

    /** Runs the event loop until the condition holds, then paints the table at once. */
    static void awaitPainted(Display display, Table table, BooleanSupplier done) {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("no answer within two minutes");
            }
            if (!display.readAndDispatch()) {
                Thread.onSpinWait();
            }
        }
        table.redraw();
        table.update();
    }

    static void report(String what, List<Long> nanos) {
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf(Locale.ROOT, "%-24s n=%d median %.1f ms  p99 %.1f ms  min %.1f ms  max %.1f ms%n", what, sorted.length,
                sorted[sorted.length / 2] / 1e6, sorted[(int) (sorted.length * 0.99)] / 1e6, sorted[0] / 1e6, sorted[sorted.length - 1] / 1e6);
    }
}
