package rookery.ui.views;

import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rookery.database.OpeningDatabase;
import rookery.ui.model.GameColumn;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;

/**
 * The games list without pages on a large database (the 4 M games of {@code releng/make-scale-pgn.sh}):
 * every game listed, then a header click sorting all of them by each column (alternating
 * directions, {@code runs} times each) and scrolls to rows spread over the list, each timed from
 * the event to the rows read and the table painted.
 *
 * <pre>GamesScaleBenchmark DATABASE-DIR [runs (default 5)]</pre>
 */
public final class GamesScaleBenchmark {
    private GamesScaleBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Display display = Display.getDefault();
        try (OpeningDatabase database = OpeningDatabase.open(Path.of(args[0]))) {
            Shell shell = new Shell(display);
            shell.setLayout(new FillLayout(SWT.VERTICAL));
            Session session = new WorkbenchSession();
            GamesView games = new GamesView(shell, session);
            session.addListener(games);
            shell.setSize(1400, 900);
            shell.open();
            games.followPosition().setSelection(false);
            long start = System.nanoTime();
            session.setDatabase(database);
            GamesListBenchmark.awaitPainted(display, games.table(), () -> games.total() > 0 && games.game(0) != null);
            System.out.printf(Locale.ROOT, "listed %,d games (highest Elo first) in %.1f ms%n", games.total(), (System.nanoTime() - start) / 1e6);
            GamesListBenchmark.report("scroll to a row", GamesListBenchmark.scrolls(display, games, 4 * runs));
            for (GameColumn column : new GameColumn[] {GameColumn.WHITE_ELO, GameColumn.DATE, GameColumn.RESULT, GameColumn.PLIES,
                GameColumn.WHITE, GameColumn.BLACK, GameColumn.EVENT, GameColumn.SITE, GameColumn.ROUND, GameColumn.ECO, GameColumn.OPENING}) {
                GamesListBenchmark.report("sort all by " + column, GamesListBenchmark.sorts(display, games, column, runs));
            }
            GamesListBenchmark.report("scroll after the sorts", GamesListBenchmark.scrolls(display, games, 4 * runs));
            shell.dispose();
        }
    }
}
