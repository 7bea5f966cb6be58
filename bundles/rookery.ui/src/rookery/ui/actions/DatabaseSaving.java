package rookery.ui.actions;

import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;

import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.database.StoredReview;
import rookery.ui.game.AnnotatedGames;
import rookery.ui.game.GameTree;
import rookery.ui.game.PgnText;
import rookery.ui.game.ReviewToStore;
import rookery.ui.game.StoredGame;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.session.Session;

/**
 * Game > Save to Database: the current game added to the open database as a new game, or put in
 * the place of the stored game it was opened from, off the UI thread, its statistics counted as an import of it counts them; then every part shows the new
 * figures and the game counts as saved. Its comments, glyphs, variations and drawings are kept
 * beside the database ({@link AnnotatedGames}), which stores only its moves and review.
 */
public final class DatabaseSaving {
    private DatabaseSaving() {
    }

    /** Saves the game as a new game and tells {@code report} the outcome in a sentence, on the UI thread. */
    public static void save(Display display, Session session, Consumer<String> report) {
        save(display, session, null, report);
    }

    /**
     * Saves the game in the place of {@code replaced} (a game of the open database, see
     * {@link OpeningDatabase#replaceGame}), or as a new game when it is null.
     */
    public static void save(Display display, Session session, StoredGame replaced, Consumer<String> report) {
        OpeningDatabase database = session.database();
        if (database == null) {
            report.accept("No database is open: open or create one in the File menu first.");
            return;
        }
        GameTree game = session.game();
        String pgn = PgnText.write(game);
        StoredReview review = ReviewToStore.of(game);
        Background saving = new Background("save-game", DisplayExecutor.of(display));
        saving.submit(() -> {
            ImportSummary summary = replaced == null ? database.addGame(pgn) : database.replaceGame(replaced.id(), pgn);
            long id = summary.imported() == 1 ? database.lastGameId() : -1;
            if (id > 0 && review != null && review.nags().length == database.game(id).header().plies()) {
                database.storeReview(id, review);
            }
            if (id > 0) {
                if (replaced != null) {
                    AnnotatedGames.forget(database.folder(), replaced.id());
                }
                AnnotatedGames.keep(database.folder(), id, pgn);
            }
            return new Saved(summary, id);
        }, saved -> {
            saving.close();
            if (saved.id() > 0) {
                game.storedAs(new StoredGame(database.folder(), saved.id()));
            }
            report.accept(outcome(session, database, saved.summary(), replaced));
        }, error -> {
            saving.close();
            report.accept("The game was not saved: " + error.getMessage());
        });
    }

    private record Saved(ImportSummary summary, long id) {
    }

    private static String outcome(Session session, OpeningDatabase database, ImportSummary summary, StoredGame replaced) {
        if (summary.imported() == 1) {
            session.markSaved();
            session.databaseChanged();
            return replaced == null ? "The game was added to " + database.folder().getFileName() + "."
                    : "The game replaced game " + replaced.id() + " in " + database.folder().getFileName() + ".";
        }
        if (summary.duplicates() == 1) {
            session.markSaved();
            return "The game is already in " + database.folder().getFileName() + ": nothing was added.";
        }
        return "The database refused the game: " + String.join("; ", summary.rejectedByReason().keySet());
    }
}
