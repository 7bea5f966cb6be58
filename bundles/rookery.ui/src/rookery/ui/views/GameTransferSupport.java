package rookery.ui.views;

import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.util.LocalSelectionTransfer;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSource;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;

import rookery.database.GameSelection;
import rookery.database.OpeningDatabase;
import rookery.ui.actions.GameTransfers;
import rookery.ui.model.Counts;
import rookery.ui.model.DatabaseNames;
import rookery.ui.session.Session;

/**
 * Copying and moving games out of a {@link GamesView} into the other open databases: "Copy to" and
 * "Move to" in the list's menu for the selected games and for every game the list's query and
 * position match, dragging selected rows onto another database (a tab of the Games part, a row of the
 * Databases part; Shift moves), and Ctrl+C / Ctrl+V of selected games between lists (the keys
 * {@link WorkbenchKey} lists). It attaches to the view from outside, through its table, its games and
 * its search, and always works on the session's active database, which the view lists.
 */
public final class GameTransferSupport {
    /** The data key under which a games table keeps its support, for the workbench's keys to find it. */
    static final String DATA_KEY = "rookery.gameTransfer";

    private final GamesView view;
    private final Session session;
    private final Consumer<String> report;
    /** The games Ctrl+C copied: their database and ids. */
    private GamesDrag copied;

    /** Games on their way from one database to another: by drag and drop, or copied with Ctrl+C. */
    public record GamesDrag(OpeningDatabase source, GameSelection selection, int count) {
    }

    private GameTransferSupport(GamesView view, Session session, Consumer<String> report) {
        this.view = view;
        this.session = session;
        this.report = report;
    }

    /** Adds the menu items, the drag source and the keys to the view; {@code report} gets each outcome in a sentence. */
    public static GameTransferSupport attach(GamesView view, Session session, Consumer<String> report) {
        GameTransferSupport support = new GameTransferSupport(view, session, report);
        Table table = view.table();
        table.setData(DATA_KEY, support);
        support.addMenuItems(view.rowMenu());
        DragSource source = new DragSource(table, DND.DROP_COPY | DND.DROP_MOVE);
        source.setTransfer(LocalSelectionTransfer.getTransfer());
        source.addDragListener(new DragSourceAdapter() {
            @Override
            public void dragStart(DragSourceEvent event) {
                GamesDrag dragged = support.selected();
                event.doit = dragged != null;
                LocalSelectionTransfer.getTransfer().setSelection(dragged == null ? null : new StructuredSelection(dragged));
            }

            @Override
            public void dragSetData(DragSourceEvent event) {
                event.data = LocalSelectionTransfer.getTransfer().getSelection();
            }

            @Override
            public void dragFinished(DragSourceEvent event) {
                LocalSelectionTransfer.getTransfer().setSelection(null);
            }
        });
        return support;
    }

    /** The support of the games table that has the focus, or null. */
    static GameTransferSupport focused(Display display) {
        Control focus = display.getFocusControl();
        return focus == null ? null : (GameTransferSupport) focus.getData(DATA_KEY);
    }

    /**
     * Makes {@code control} take games dropped on it: {@code targetAt} names the database under the
     * drop point (in the control's coordinates), null where there is none. Shift (the platform's
     * move) moves, else the games are copied.
     */
    public static void dropTarget(Control control, Session session, Function<Point, OpeningDatabase> targetAt, Consumer<String> report) {
        DropTarget target = new DropTarget(control, DND.DROP_COPY | DND.DROP_MOVE | DND.DROP_DEFAULT);
        target.setTransfer(LocalSelectionTransfer.getTransfer());
        target.addDropListener(new DropTargetAdapter() {
            @Override
            public void dragEnter(DropTargetEvent event) {
                if (event.detail == DND.DROP_DEFAULT) {
                    event.detail = offered(event);
                }
            }

            @Override
            public void dragOver(DropTargetEvent event) {
                OpeningDatabase under = targetAt.apply(control.toControl(event.x, event.y));
                GamesDrag dragged = dragged();
                if (under == null || dragged == null || under == dragged.source()) {
                    event.detail = DND.DROP_NONE;
                } else if (event.detail == DND.DROP_NONE || event.detail == DND.DROP_DEFAULT) {
                    event.detail = offered(event);
                }
            }

            @Override
            public void dragOperationChanged(DropTargetEvent event) {
                dragOver(event);
            }

            @Override
            public void drop(DropTargetEvent event) {
                OpeningDatabase under = targetAt.apply(control.toControl(event.x, event.y));
                GamesDrag dragged = dragged();
                if (under == null || dragged == null) {
                    event.detail = DND.DROP_NONE;
                    return;
                }
                // The move (its deletion included) is done here, so the drag source has nothing to remove.
                boolean move = event.detail == DND.DROP_MOVE;
                event.detail = DND.DROP_COPY;
                GameTransfers.start(control.getShell(), session, dragged.source(), under, dragged.selection(), move, report);
            }
        });
    }

    /**
     * The operation a drop offering {@code event.operations} does once the pointer left a place
     * where none was allowed: a copy, or a move when Shift offers only that.
     */
    private static int offered(DropTargetEvent event) {
        return (event.operations & DND.DROP_COPY) != 0 ? DND.DROP_COPY : event.operations & DND.DROP_MOVE;
    }

    private static GamesDrag dragged() {
        return LocalSelectionTransfer.getTransfer().getSelection() instanceof StructuredSelection selection
                && selection.getFirstElement() instanceof GamesDrag games ? games : null;
    }

    /** The selected games of the list (of the database it lists, not of a PGN file), or null when none is. */
    public GamesDrag selected() {
        OpeningDatabase database = session.database();
        long[] ids = view.selectedGameIds();
        return database == null || view.file() != null || ids.length == 0 ? null : new GamesDrag(database, GameSelection.ids(ids), ids.length);
    }

    /** Every game the list's query and position (with the explorer's filter) match, over all its pages. */
    public GamesDrag matching() {
        OpeningDatabase database = session.database();
        return database == null || view.file() != null || view.total() == 0 ? null
                : new GamesDrag(database, view.listedGames(), (int) Math.min(Integer.MAX_VALUE, view.total()));
    }

    /** Ctrl+C: remembers the selected games for a Ctrl+V into another database's list; false (and forgets them) when none is selected. */
    boolean copy() {
        copied = selected();
        if (copied != null) {
            report.accept(Counts.of(copied.count(), "game") + " copied: pick another database's tab and paste them with Ctrl+V.");
        }
        return copied != null;
    }

    /** Ctrl+V: copies the games Ctrl+C copied into the database the list shows now; false when none were copied. */
    boolean paste() {
        OpeningDatabase target = session.database();
        if (copied == null || target == null) {
            return false;
        }
        GameTransfers.start(view.getShell(), session, copied.source(), target, copied.selection(), false, report);
        return true;
    }

    /** The four cascades: Copy to / Move to for the selected games, and for all the list's games. */
    private void addMenuItems(Menu menu) {
        new MenuItem(menu, SWT.SEPARATOR);
        cascade(menu, "Copy to", false, false);
        cascade(menu, "Move to", true, false);
        cascade(menu, "Copy All Listed Games to", false, true);
        cascade(menu, "Move All Listed Games to", true, true);
    }

    private void cascade(Menu menu, String text, boolean move, boolean all) {
        MenuItem item = new MenuItem(menu, SWT.CASCADE);
        item.setText(text);
        Menu targets = new Menu(item);
        item.setMenu(targets);
        menu.addListener(SWT.Show, event -> {
            GamesDrag games = all ? matching() : selected();
            item.setEnabled(games != null);
            if (all) {
                item.setText(games == null ? text : text.replace("All Listed Games", "All " + Counts.of(games.count(), "Listed Game")));
            }
            for (MenuItem old : targets.getItems()) {
                old.dispose();
            }
            if (games == null) {
                return;
            }
            for (OpeningDatabase target : session.openDatabases().all()) {
                if (target == games.source()) {
                    continue;
                }
                MenuItem choice = new MenuItem(targets, SWT.PUSH);
                choice.setText(DatabaseNames.of(target));
                choice.addListener(SWT.Selection, chosen -> GameTransfers.start(view.getShell(), session, games.source(), target,
                        games.selection(), move, report));
            }
            if (targets.getItemCount() == 0) {
                MenuItem none = new MenuItem(targets, SWT.PUSH);
                none.setText("No other database is open");
                none.setEnabled(false);
            }
        });
    }
}
