package rookery.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.RatingGroup;
import rookery.database.Speed;
import rookery.ui.model.ExplorerTable;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.SessionWindow;
import rookery.ui.testing.TestDatabase;
import rookery.ui.testing.Ui;

/** lichess's speed and rating group buttons of the explorer, clicked through the window system, against games of known speeds and ratings. */
class ExplorerBucketChoicesTest {

    /** Blitz: two games rated 2500+ (1-0, 1/2) and one 1600-1799 (0-1); rapid: one 2500+ (1-0); one game without a TimeControl (1-0). */
    private static final String TIMED_GAMES = game("180+2", 2600, 2580, "1-0") + game("300+0", 2550, 2520, "1/2-1/2")
            + game("180+0", 1700, 1650, "0-1") + game("900+10", 2510, 2530, "1-0") + game(null, 2700, 2700, "1-0");

    @TempDir
    Path folder;
    private SessionWindow window;
    private ExplorerView explorer;

    private static String game(String timeControl, int whiteElo, int blackElo, String result) {
        return "[Event \"Timed\"]\n[White \"W" + whiteElo + "\"]\n[Black \"B" + blackElo + "\"]\n[Date \"2024.05.01\"]\n[Result \"" + result
                + "\"]\n[WhiteElo \"" + whiteElo + "\"]\n[BlackElo \"" + blackElo + "\"]\n"
                + (timeControl == null ? "" : "[TimeControl \"" + timeControl + "\"]\n") + "\n1. e4 e5 2. Nf3 " + result + "\n\n";
    }

    @BeforeEach
    void open() throws Exception {
        window = new SessionWindow(TestDatabase.create(folder, TIMED_GAMES), SWT.HORIZONTAL);
        explorer = window.add(ExplorerView::new);
        window.open(1200, 560);
        awaitTotals(5);
    }

    @AfterEach
    void close() throws Exception {
        if (window != null) {
            window.close();
        }
    }

    private void awaitTotals(int games) {
        Ui.waitUntil(window.display(), 10_000, "the explorer to show " + games + " games",
                () -> explorer.shown() != null && explorer.shown().total().games() == games);
    }

    private static List<Integer> totals(ExplorerTable table) {
        ExplorerTable.Row total = table.total();
        return List.of(total.games(), total.white(), total.draws(), total.black());
    }

    private void click(Button button) {
        Ui.systemClick(button, button.getSize().x / 2, button.getSize().y / 2);
    }

    @Test
    void speedsAndRatingGroupsKeepTheirGames() {
        click(explorer.speedButton(Speed.BLITZ));
        assertTrue(explorer.speedButton(Speed.BLITZ).getSelection());
        awaitTotals(3);
        assertEquals(List.of(3, 1, 1, 1), totals(explorer.shown()));
        assertEquals(Set.of(Speed.BLITZ), window.session().explorerFilter().speeds(), "the filter is the session's, for the games list");

        click(explorer.ratingGroupButton(RatingGroup.FROM_2500));
        awaitTotals(2);
        assertEquals(List.of(2, 1, 1, 0), totals(explorer.shown()));
        assertEquals(2500, window.session().explorerFilter().minElo(), "the group's bounds are the Elo fields'");
        assertTrue(window.session().explorerFilter().alignsWithBuckets());

        click(explorer.speedButton(Speed.RAPID));
        awaitTotals(3);
        assertEquals(List.of(3, 2, 1, 0), totals(explorer.shown()));
        Screenshots.save(window.shell(), "explorer-blitz-rapid-2500");

        click(explorer.ratingGroupButton(RatingGroup.FROM_1600));
        assertTrue(explorer.ratingGroupButton(RatingGroup.FROM_2200).getSelection(), "the groups between two chosen ones are in the range");
        awaitTotals(4);
        assertEquals(1600, window.session().explorerFilter().minElo());
        assertEquals(0, window.session().explorerFilter().maxElo());
    }

    @Test
    void eloFieldsInsideAGroupChooseNoGroupAndResetClearsTheSpeeds() {
        click(explorer.speedButton(Speed.BLITZ));
        awaitTotals(3);
        explorer.setFilter(2437, 0, 0, 0, "", 0);
        awaitTotals(4);
        for (RatingGroup group : RatingGroup.values()) {
            assertFalse(explorer.ratingGroupButton(group).getSelection(), group + ": 2437 is no group's bound");
        }
        assertFalse(explorer.speedButton(Speed.BLITZ).getSelection(), "a filter set anew starts from every speed");
        explorer.setFilter(2500, 0, 0, 0, "", 0);
        awaitTotals(4);
        assertTrue(explorer.ratingGroupButton(RatingGroup.FROM_2500).getSelection());
        assertEquals(SWT.TOGGLE, explorer.speedButton(Speed.CORRESPONDENCE).getStyle() & SWT.TOGGLE);
    }
}
