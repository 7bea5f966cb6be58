package rookery.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabFolder2Adapter;
import org.eclipse.swt.custom.CTabFolderEvent;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import rookery.database.OpeningDatabase;
import rookery.ui.handlers.DatabaseOpener;
import rookery.ui.model.DatabaseNames;
import rookery.ui.session.OpenDatabasesChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.widgets.CompactGrid;

/**
 * The Games part: a tab for each open database above the games list, which lists the picked one's
 * games (picking a tab makes its database the active one, which the explorer follows too). Games
 * dragged from the list onto another tab are copied there (moved with Shift); a tab's close button
 * closes its database (the Clipboard's has none). The outcome of a copy shows on a line below.
 */
public class GameListTabs extends Composite implements SessionListener {
    private final Session session;
    private final CTabFolder tabs;
    private final GamesView games;
    private final GameTransferSupport transfers;
    private final Label outcome;
    /** While the tabs are made again: CTabFolder selects (and announces) another tab when the selected one is disposed. */
    private boolean showing;

    public GameListTabs(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        setLayout(CompactGrid.of(1));
        tabs = new CTabFolder(this, SWT.TOP | SWT.FLAT);
        GridData tabsData = new GridData(SWT.FILL, SWT.TOP, true, false);
        // no client area, only the tabs (CTabFolder adds its trim to the hint): the list below is every tab's content
        tabsData.heightHint = 0;
        tabs.setLayoutData(tabsData);
        tabs.addListener(SWT.Selection, event -> {
            if (!showing && event.item != null && event.item.getData() instanceof OpeningDatabase picked) {
                session.pickDatabase(picked);
                DatabaseOpener.keepOpenOnes(session);
            }
        });
        tabs.addCTabFolder2Listener(new CTabFolder2Adapter() {
            @Override
            public void close(CTabFolderEvent event) {
                event.doit = false;
                if (event.item.getData() instanceof OpeningDatabase closed) {
                    DatabaseOpener.close(session, closed);
                }
            }
        });
        games = new GamesView(this, session);
        games.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        outcome = new Label(this, SWT.WRAP);
        GridData outcomeData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        outcomeData.exclude = true;
        outcome.setLayoutData(outcomeData);
        outcome.setVisible(false);
        transfers = GameTransferSupport.attach(games, session, this::showOutcome);
        GameTransferSupport.dropTarget(tabs, session, this::databaseAt, this::showOutcome);
        showTabs();
    }

    public GamesView games() {
        return games;
    }

    public CTabFolder tabs() {
        return tabs;
    }

    public GameTransferSupport transfers() {
        return transfers;
    }

    /** The outcome of the last copy or move, empty before one. */
    public String outcome() {
        return outcome.getText();
    }

    /** The tab of an open database, or null. */
    public CTabItem tab(OpeningDatabase database) {
        for (CTabItem item : tabs.getItems()) {
            if (item.getData() == database) {
                return item;
            }
        }
        return null;
    }

    private OpeningDatabase databaseAt(Point point) {
        CTabItem item = tabs.getItem(point);
        return item == null ? null : (OpeningDatabase) item.getData();
    }

    private void showOutcome(String text) {
        if (isDisposed()) {
            return;
        }
        outcome.setText(text);
        ((GridData) outcome.getLayoutData()).exclude = text.isEmpty();
        outcome.setVisible(!text.isEmpty());
        requestLayout();
    }

    @Override
    public void changed(SessionEvent event) {
        if (isDisposed()) {
            return;
        }
        if (event instanceof OpenDatabasesChange) {
            showTabs();
        }
        games.changed(event);
    }

    /** A tab for each open database, in the order they were opened, the active one selected. */
    private void showTabs() {
        List<OpeningDatabase> open = session.openDatabases().all();
        CTabItem[] items = tabs.getItems();
        boolean same = items.length == open.size();
        for (int i = 0; same && i < items.length; i++) {
            same = items[i].getData() == open.get(i);
        }
        showing = true;
        if (!same) {
            for (CTabItem item : items) {
                item.dispose();
            }
            for (OpeningDatabase database : open) {
                CTabItem item = new CTabItem(tabs, DatabaseNames.isClipboard(database.folder()) ? SWT.NONE : SWT.CLOSE);
                item.setText(DatabaseNames.of(database));
                item.setToolTipText(database.folder().toString());
                item.setData(database);
            }
        }
        CTabItem active = session.database() == null ? null : tab(session.database());
        if (active != null) {
            tabs.setSelection(active);
        }
        showing = false;
        requestLayout();
    }
}
