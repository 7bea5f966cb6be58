package rookery.ui.layout;

import java.nio.file.Path;

import jakarta.inject.Inject;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.di.extensions.EventTopic;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.swt.widgets.Display;

import rookery.database.OpeningDatabase;
import rookery.ui.game.GameTree;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.GameFileChange;
import rookery.ui.session.PositionChange;
import rookery.ui.session.Session;
import rookery.ui.session.Topics;

/**
 * Keeps the main window's title naming the game and the open database (and the PGN file the Games
 * part lists, when one is open), with an asterisk while the game has unsaved edits:
 * "*Carlsen – Anand — masters — Rookery", "New game — masters — twic1500.pgn — Rookery".
 */
public class WindowTitle {
    static final String PRODUCT = "Rookery";

    @Inject
    private Session session;

    @Inject
    private MApplication application;

    /** The workbench's display: addons are made on its thread. */
    private final Display display = Display.getCurrent();

    @Inject
    @Optional
    void gameChanged(@EventTopic(Topics.GAME) PositionChange change) {
        updateLater();
    }

    @Inject
    @Optional
    void positionChanged(@EventTopic(Topics.POSITION) PositionChange change) {
        updateLater();
    }

    @Inject
    @Optional
    void databaseChanged(@EventTopic(Topics.DATABASE) DatabaseChange change) {
        updateLater();
    }

    @Inject
    @Optional
    void gameFileChanged(@EventTopic(Topics.GAME_FILE) GameFileChange change) {
        updateLater();
    }

    /**
     * The events arrive on the event admin's thread; the title is set on the UI thread unless the
     * display is gone (an event delivered after Quit: this addon outlives the window).
     */
    private void updateLater() {
        DisplayExecutor.of(display).execute(this::update);
    }

    private void update() {
        if (application.getChildren().isEmpty()) {
            return;
        }
        MWindow main = application.getChildren().get(0);
        OpeningDatabase database = session.database();
        String title = of(session.game(), session.isModified(), database == null ? null : database.folder(),
                session.gameFile() == null ? null : session.gameFile().file());
        if (!title.equals(main.getLabel())) {
            main.setLabel(title);
        }
    }

    /** The title for a game (named by its players when it has them), a database folder and a listed PGN file (or none). */
    public static String of(GameTree game, boolean modified, Path database, Path listedFile) {
        StringBuilder title = new StringBuilder();
        if (modified) {
            title.append('*');
        }
        String white = player(game.tag("White"));
        String black = player(game.tag("Black"));
        title.append(white.isEmpty() && black.isEmpty() ? "New game"
                : (white.isEmpty() ? "?" : white) + " \u2013 " + (black.isEmpty() ? "?" : black));
        if (database != null) {
            title.append(" \u2014 ").append(database.getFileName());
        }
        if (listedFile != null) {
            title.append(" \u2014 ").append(listedFile.getFileName());
        }
        return title.append(" \u2014 ").append(PRODUCT).toString();
    }

    private static String player(String tag) {
        return tag == null || tag.equals("?") ? "" : tag.strip();
    }
}
