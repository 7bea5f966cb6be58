package rookery.ui.views;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import rookery.database.DatabaseFacts;
import rookery.database.DatabaseFolders;
import rookery.database.OpeningDatabase;
import rookery.database.RookeryHome;
import rookery.database.Storage;
import rookery.ui.handlers.DatabaseOpener;
import rookery.ui.handlers.OpenDatabaseHandler;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;
import rookery.ui.jobs.ImportJob;
import rookery.ui.model.Counts;
import rookery.ui.model.DatabaseNames;
import rookery.ui.session.DatabaseChange;
import rookery.ui.session.OpenDatabasesChange;
import rookery.ui.session.PreferencesChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.widgets.CompactGrid;

/**
 * The Databases part: every database the user has (the Clipboard database, the open ones, the
 * recent ones and those in the databases folder), each with its games, size on disk, its last
 * import and when games were last written into it; the open ones in bold, the picked one marked. Open several (a double
 * click or Open picks one), New, Open..., Close, Rename..., Delete... (asks, naming the size),
 * Properties... and Empty Clipboard. Games dragged from the Games list onto a database are copied
 * there (moved with Shift). The figures are read off the UI thread.
 */
public class DatabasesView extends Composite implements SessionListener {
    /** Dialog titles, by which tests find them. */
    public static final String DELETE_TITLE = "Delete Database";
    public static final String NEW_TITLE = "New Database";
    public static final String RENAME_TITLE = "Rename Database";
    public static final String PROPERTIES_TITLE = "Database Properties";
    public static final String EMPTY_TITLE = "Empty Clipboard";

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    /** The table's columns. */
    private enum Column {
        NAME("Database", 120), STATE("", 60), GAMES("Games", 70), SIZE("Size", 80), IMPORTED("Last import", 135), WRITTEN("Last written", 135), FOLDER("Folder", 300);

        final String title;
        final int width;

        Column(String title, int width) {
            this.title = title;
            this.width = width;
        }
    }

    private final Session session;
    private final Table table;
    private final Label status;
    private final Background reader;
    private final Font bold;
    private Map<Path, DatabaseFacts> facts = Map.of();
    private long listing;

    public DatabasesView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        reader = new Background("databases", DisplayExecutor.of(getDisplay()));
        setLayout(CompactGrid.of(1));
        Composite buttons = new Composite(this, SWT.NONE);
        buttons.setLayout(new RowLayout(SWT.HORIZONTAL));
        button(buttons, "New...", "A new empty database in the databases folder", this::createNew);
        button(buttons, "Open...", "Open a database folder beside the open ones", () -> OpenDatabaseHandler.choose(getShell(), session));
        button(buttons, "Open", "Open the selected databases beside the open ones", this::openSelected);
        button(buttons, "Close", "Close the selected databases", this::closeSelected);
        button(buttons, "Rename...", "Give the selected database's folder another name", this::renameSelected);
        button(buttons, "Delete...", "Delete the selected database from the disk", this::deleteSelected);
        button(buttons, "Properties...", "Where the selected database is, its settings and its counts", this::showProperties);
        button(buttons, "Empty Clipboard...", "Delete every game of the Clipboard database", this::emptyClipboard);
        table = new Table(this, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (Column column : Column.values()) {
            TableColumn tableColumn = new TableColumn(table, column == Column.GAMES || column == Column.SIZE ? SWT.RIGHT : SWT.LEFT);
            tableColumn.setText(column.title);
            tableColumn.setWidth(column.width);
        }
        table.getColumn(Column.IMPORTED.ordinal()).setToolTipText("When an import or a copy last added games to it");
        table.getColumn(Column.WRITTEN.ordinal()).setToolTipText("When games were last written into it: an import, a copy, a deletion");
        table.addListener(SWT.DefaultSelection, event -> openSelected());
        status = new Label(this, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        FontData[] data = table.getFont().getFontData();
        for (FontData one : data) {
            one.setStyle(SWT.BOLD);
        }
        bold = new Font(getDisplay(), data);
        GameTransferSupport.dropTarget(table, session, this::openDatabaseAt, this::report);
        addListener(SWT.Dispose, event -> {
            reader.close();
            bold.dispose();
        });
        // once the part is laid out: rows added to a table of no size yet make GTK size its scrollbar below zero
        getDisplay().asyncExec(() -> {
            if (!isDisposed()) {
                refresh();
            }
        });
    }

    private static void button(Composite parent, String text, String tip, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.setToolTipText(tip);
        button.addListener(SWT.Selection, event -> action.run());
    }

    public Table table() {
        return table;
    }

    /** The last outcome shown under the list. */
    public String status() {
        return status.getText();
    }

    /** The listed folders, in the table's order. */
    public List<Path> folders() {
        List<Path> folders = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            folders.add((Path) item.getData());
        }
        return folders;
    }

    /** What the list shows of a database: its games, size and last write, null before they are read. */
    public DatabaseFacts facts(Path folder) {
        return facts.get(normal(folder));
    }

    /** The row of the folder, -1 when it is not listed. */
    public int row(Path folder) {
        return folders().indexOf(normal(folder));
    }

    @Override
    public void changed(SessionEvent event) {
        if (!isDisposed() && (event instanceof OpenDatabasesChange || event instanceof DatabaseChange || event instanceof PreferencesChange)) {
            refresh();
        }
    }

    /** Lists the databases at once, then their figures once read. */
    public void refresh() {
        List<Path> folders = listed();
        showRows(folders);
        long number = ++listing;
        reader.submit(() -> {
            Map<Path, DatabaseFacts> read = new LinkedHashMap<>();
            for (Path folder : folders) {
                try {
                    read.put(folder, DatabaseFacts.of(folder));
                } catch (IOException | java.sql.SQLException e) {
                    // not (or no longer) a database: listed without figures
                }
            }
            return read;
        }, read -> {
            if (!isDisposed() && number == listing) {
                facts = read;
                showRows(folders);
            }
        }, e -> report("Cannot read the databases: " + e.getMessage()));
    }

    /** The Clipboard, the open databases, the recent ones and those in the databases folder, each once. */
    private List<Path> listed() {
        List<Path> folders = new ArrayList<>();
        Consumer<Path> add = folder -> {
            Path normal = normal(folder);
            if (!folders.contains(normal)) {
                folders.add(normal);
            }
        };
        add.accept(RookeryHome.clipboardDatabase());
        session.openDatabases().all().forEach(database -> add.accept(database.folder()));
        session.preferences().recentDatabases().stream().filter(DatabaseFacts::isDatabase).forEach(add);
        Path databases = session.preferences().databaseFolder();
        if (Files.isDirectory(databases)) {
            try (DirectoryStream<Path> children = Files.newDirectoryStream(databases, DatabaseFacts::isDatabase)) {
                List<Path> sorted = new ArrayList<>();
                children.forEach(sorted::add);
                sorted.stream().sorted().forEach(add);
            } catch (IOException e) {
                report("Cannot list " + databases + ": " + e.getMessage());
            }
        }
        return folders;
    }

    private void showRows(List<Path> folders) {
        List<Path> selected = selectedFolders();
        table.removeAll();
        for (Path folder : folders) {
            OpeningDatabase open = session.openDatabases().find(folder);
            DatabaseFacts read = facts.get(folder);
            TableItem item = new TableItem(table, SWT.NONE);
            item.setData(folder);
            item.setText(Column.NAME.ordinal(), DatabaseNames.of(folder));
            item.setText(Column.STATE.ordinal(), open == null ? "" : open == session.database() ? "picked" : "open");
            item.setText(Column.GAMES.ordinal(), read == null ? "" : String.format(Locale.ROOT, "%,d", read.games()));
            item.setText(Column.SIZE.ordinal(), read == null ? "" : ImportJob.size(read.bytes()));
            item.setText(Column.IMPORTED.ordinal(), read == null || read.lastImport() == null ? ""
                    : WHEN.format(read.lastImport().atZone(ZoneId.systemDefault())));
            item.setText(Column.WRITTEN.ordinal(), read == null || read.games() == 0 && read.lastWritten().toEpochMilli() == 0 ? ""
                    : WHEN.format(read.lastWritten().atZone(ZoneId.systemDefault())));
            item.setText(Column.FOLDER.ordinal(), folder.toString());
            if (open != null) {
                item.setFont(bold);
            }
            if (selected.contains(folder)) {
                table.select(table.indexOf(item));
            }
        }
    }

    private List<Path> selectedFolders() {
        List<Path> folders = new ArrayList<>();
        for (TableItem item : table.getSelection()) {
            folders.add((Path) item.getData());
        }
        return folders;
    }

    private static Path normal(Path folder) {
        return folder.toAbsolutePath().normalize();
    }

    /** The open database of the row under the point (a drop of games), null elsewhere. */
    private OpeningDatabase openDatabaseAt(Point point) {
        TableItem item = table.getItem(point);
        return item == null ? null : session.openDatabases().find((Path) item.getData());
    }

    private void report(String text) {
        if (!status.isDisposed()) {
            status.setText(text);
            status.requestLayout();
        }
    }

    private void openSelected() {
        List<Path> chosen = selectedFolders();
        for (Path folder : chosen) {
            DatabaseOpener.open(session, folder, getDisplay(), database -> { }, this::report);
        }
    }

    private void closeSelected() {
        for (Path folder : selectedFolders()) {
            OpeningDatabase open = session.openDatabases().find(folder);
            if (DatabaseNames.isClipboard(folder)) {
                report("The Clipboard database stays open; Empty Clipboard deletes its games.");
            } else if (open != null) {
                DatabaseOpener.close(session, open);
            }
        }
    }

    private void createNew() {
        Path parent = session.preferences().databaseFolder();
        InputDialog ask = new InputDialog(getShell(), NEW_TITLE, "The new database's name (a folder in " + parent + "):", "",
                name -> name.isBlank() ? "Type a name." : Files.exists(parent.resolve(name.strip())) ? parent.resolve(name.strip()) + " exists already."
                        : null);
        if (ask.open() == Window.OK) {
            DatabaseOpener.open(session, parent.resolve(ask.getValue().strip()), getDisplay(), database -> refresh(), this::report);
        }
    }

    private Path onlySelected(String what) {
        List<Path> chosen = selectedFolders();
        if (chosen.size() != 1) {
            report("Select one database to " + what + ".");
            return null;
        }
        return chosen.get(0);
    }

    private void renameSelected() {
        Path folder = onlySelected("rename");
        if (folder == null) {
            return;
        }
        if (DatabaseNames.isClipboard(folder)) {
            report("The Clipboard database keeps its name.");
            return;
        }
        InputDialog ask = new InputDialog(getShell(), RENAME_TITLE, "The new name of " + folder.getFileName() + ":", folder.getFileName().toString(),
                name -> name.isBlank() ? "Type a name." : Files.exists(folder.resolveSibling(name.strip())) ? "That name is taken." : null);
        if (ask.open() != Window.OK) {
            return;
        }
        Path renamed = folder.resolveSibling(ask.getValue().strip());
        boolean open = session.openDatabases().find(folder) != null;
        DatabaseOpener.whileClosed(session, folder, getDisplay(), closed -> DatabaseFolders.rename(closed, renamed.getFileName().toString()),
                open ? renamed : null, () -> {
                    replaceRecent(folder, renamed);
                    report(folder.getFileName() + " is now " + renamed.getFileName() + ".");
                    refresh();
                }, this::report);
    }

    private void deleteSelected() {
        Path folder = onlySelected("delete");
        if (folder == null) {
            return;
        }
        if (DatabaseNames.isClipboard(folder)) {
            report("The Clipboard database stays; Empty Clipboard deletes its games.");
            return;
        }
        DatabaseFacts read = facts.get(folder);
        String size = read == null ? "" : " (" + Counts.of(read.games(), "game") + ", " + ImportJob.size(read.bytes()) + " on disk)";
        if (new MessageDialog(getShell(), DELETE_TITLE, null, "Delete the database " + folder.getFileName() + size + " at " + folder
                + "? Its folder is deleted from the disk; this cannot be undone.", MessageDialog.WARNING, 1, "Delete", "Cancel").open() != 0) {
            return;
        }
        DatabaseOpener.whileClosed(session, folder, getDisplay(), DatabaseFolders::delete, null, () -> {
            replaceRecent(folder, null);
            report(folder.getFileName() + " deleted" + size + ".");
            refresh();
        }, this::report);
    }

    private void emptyClipboard() {
        Path clipboard = normal(RookeryHome.clipboardDatabase());
        DatabaseFacts read = facts.get(clipboard);
        String games = read == null ? "every game" : "the " + Counts.of(read.games(), "game");
        if (new MessageDialog(getShell(), EMPTY_TITLE, null, "Delete " + games + " of the Clipboard database? This cannot be undone.",
                MessageDialog.WARNING, 1, "Empty", "Cancel").open() != 0) {
            return;
        }
        DatabaseOpener.whileClosed(session, clipboard, getDisplay(), folder -> {
            if (DatabaseFacts.isDatabase(folder)) {
                DatabaseFolders.delete(folder);
            }
        }, clipboard, () -> {
            report("The Clipboard database is empty.");
            refresh();
        }, this::report);
    }

    private void showProperties() {
        Path folder = onlySelected("show");
        if (folder == null) {
            return;
        }
        DatabaseFacts read = facts.get(folder);
        OpeningDatabase open = session.openDatabases().find(folder);
        StringBuilder text = new StringBuilder("Folder: ").append(folder);
        if (read != null) {
            text.append("\nGames: ").append(String.format(Locale.ROOT, "%,d", read.games())).append("\nSize on disk: ")
                    .append(ImportJob.size(read.bytes()))
                    .append("\nLast import: ").append(read.lastImport() == null ? "none" : WHEN.format(read.lastImport().atZone(ZoneId.systemDefault())))
                    .append("\nLast written: ")
                    .append(WHEN.format(read.lastWritten().atZone(ZoneId.systemDefault())));
        }
        if (open != null) {
            text.append("\nSettings: statistics to ply ").append(open.settings().maxPly()).append(", positions kept from ")
                    .append(open.settings().rowThreshold()).append(" games, structures indexed to ply ").append(open.settings().structurePlies());
            text.append("\nRejected games: ").append(open.rejectFile());
        }
        text.append("\nState: ").append(open == null ? "closed" : open == session.database() ? "open, picked" : "open");
        text.append("\nStore: ").append(folder.resolve(Storage.SQLITE_FILE)).append(", index ").append(folder.resolve(Storage.INDEX_DIR));
        MessageDialog.openInformation(getShell(), PROPERTIES_TITLE, text.toString());
    }

    /** The recent databases with {@code folder} renamed to {@code renamed}, or left out when that is null. */
    private void replaceRecent(Path folder, Path renamed) {
        List<Path> recent = new ArrayList<>();
        for (Path one : session.preferences().recentDatabases()) {
            if (!normal(one).equals(folder)) {
                recent.add(one);
            } else if (renamed != null) {
                recent.add(renamed);
            }
        }
        try {
            session.rememberPreferences(session.preferences().withRecentDatabases(recent));
        } catch (IOException e) {
            report("The recent databases were not kept: " + e.getMessage());
        }
    }
}
