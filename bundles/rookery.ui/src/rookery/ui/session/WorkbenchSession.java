package rookery.ui.session;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.database.StructureMatches;
import rookery.pgn.Drawing;
import rookery.ui.game.Drawings;
import rookery.ui.game.EditHistory;
import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;
import rookery.ui.game.Nag;
import rookery.ui.game.NavigationKey;
import rookery.ui.model.GameFile;
import rookery.ui.model.OpeningBooks;
import rookery.ui.model.RepertoireFile;
import rookery.ui.preferences.PreferencesStore;
import rookery.ui.preferences.UiPreferences;

/** The {@link Session}'s state and its changes, announced to the listeners as {@link SessionEvent}s. */
public class WorkbenchSession implements Session {
    private final List<SessionListener> listeners = new CopyOnWriteArrayList<>();
    private GameTree game = GameTree.standard();
    private MoveNode current = game.root();
    private LinePreview preview = LinePreview.NONE;
    private final OpenDatabases databases = new OpenDatabases();
    private RepertoireFile repertoire;
    private UiPreferences preferences = UiPreferences.defaults();
    private OpeningBooks books = OpeningBooks.NONE;
    private ExploreFilter explorerFilter = ExploreFilter.NONE;
    private StructureMatches structureSearch;
    private GameFile gameFile;
    private PreferencesStore preferencesStore;
    private final EditHistory history = new EditHistory();

    @Override
    public void addListener(SessionListener listener) {
        listeners.add(listener);
    }

    @Override
    public GameTree game() {
        return game;
    }

    @Override
    public MoveNode current() {
        return current;
    }

    /** A fresh copy of the current position (with the game's history). */
    @Override
    public Position position() {
        return game.positionAt(current);
    }

    @Override
    public PositionChange snapshot() {
        return changeOf(false);
    }

    private PositionChange changeOf(boolean gameEdited) {
        return new PositionChange(game, current, position(), gameEdited);
    }

    @Override
    public LinePreview preview() {
        return preview;
    }

    /** Plays a legal move at the current node: follows an existing move or adds it (as a variation where the game continues differently). */
    @Override
    public void play(int move) {
        int before = current.children().size();
        if (current.children().stream().noneMatch(child -> child.move() == move)) {
            history.beforeEdit(game, current);
        }
        current = game.add(current, move);
        clearPreviewQuietly();
        if (current.parent().children().size() != before) {
            fire(changeOf(true));
        }
        fire(changeOf(false));
    }

    /** Plays a line of moves from the current position (e.g. an engine line), each a legal move. */
    @Override
    public void playLine(List<Integer> moves) {
        addLine(moves, moves.size());
    }

    /**
     * Adds a line of legal moves from the current position to the game (as a variation where the
     * game continues differently) and plays its first move, so that the line can be stepped through.
     */
    @Override
    public void addLineAndPlayFirst(List<Integer> moves) {
        addLine(moves, Math.min(1, moves.size()));
    }

    private void addLine(List<Integer> moves, int movesPlayed) {
        if (addsMoves(current, moves)) {
            history.beforeEdit(game, current);
        }
        MoveNode node = current;
        MoveNode played = current;
        for (int i = 0; i < moves.size(); i++) {
            node = game.add(node, moves.get(i));
            if (i < movesPlayed) {
                played = node;
            }
        }
        clearPreviewQuietly();
        current = played;
        fire(changeOf(true));
        fire(changeOf(false));
    }

    @Override
    public void goTo(MoveNode node) {
        if (node == current) {
            return;
        }
        current = node;
        clearPreviewQuietly();
        fire(changeOf(false));
    }

    @Override
    public void back() {
        if (!current.isRoot()) {
            goTo(current.parent());
        }
    }

    @Override
    public void forward() {
        if (current.mainChild() != null) {
            goTo(current.mainChild());
        }
    }

    @Override
    public void toStart() {
        goTo(game.root());
    }

    /** The end of the line the current node is on. */
    @Override
    public void toEnd() {
        goTo(GameTree.lineEnd(current));
    }

    /**
     * The navigation keys of the board and the notation: Left/Right step, Home/End go to the
     * start and the end of the line, Up/Down switch between the alternatives of the current move.
     *
     * @param key {@link NavigationKey} of the key pressed
     */
    @Override
    public void navigate(NavigationKey key) {
        switch (key) {
            case BACK -> back();
            case FORWARD -> forward();
            case START -> toStart();
            case END -> toEnd();
            case PREVIOUS_VARIATION -> switchVariation(-1);
            case NEXT_VARIATION -> switchVariation(1);
        }
    }

    /** Switches to the previous ({@code -1}) or next ({@code +1}) alternative of the current move. */
    @Override
    public void switchVariation(int direction) {
        if (current.isRoot()) {
            return;
        }
        List<MoveNode> siblings = current.parent().children();
        int index = siblings.indexOf(current) + direction;
        if (index >= 0 && index < siblings.size()) {
            goTo(siblings.get(index));
        }
    }

    /** Removes the node's line from it on; shows its parent when the current node was inside it. */
    @Override
    public void delete(MoveNode node) {
        history.beforeEdit(game, current);
        boolean currentInside = isAncestorOrSelf(node, current);
        MoveNode parent = game.delete(node);
        if (currentInside) {
            current = parent;
        }
        fire(changeOf(true));
        if (currentInside) {
            fire(changeOf(false));
        }
    }

    /** Sets the comment after a move, or the game's opening comment when {@code node} is the root. */
    @Override
    public void comment(MoveNode node, String text) {
        if (text.strip().equals(Session.commentOf(node))) {
            return;
        }
        history.beforeEdit(game, current);
        if (node.isRoot()) {
            node.setStartingComment(text);
        } else {
            node.setComment(text);
        }
        fire(changeOf(true));
    }

    @Override
    public void commentBefore(MoveNode node, String text) {
        if (text.strip().equals(Session.commentBeforeOf(node))) {
            return;
        }
        history.beforeEdit(game, current);
        Session.commentBeforeHolder(node).setStartingComment(text);
        fire(changeOf(true));
    }

    @Override
    public void draw(Drawing drawing) {
        history.beforeEdit(game, current);
        current.setDrawings(Drawings.toggle(current.drawings(), drawing));
        fire(changeOf(true));
    }

    @Override
    public void clearDrawings() {
        if (current.drawings().isEmpty()) {
            return;
        }
        history.beforeEdit(game, current);
        current.setDrawings(List.of());
        fire(changeOf(true));
    }

    /** Switches an annotation glyph of a move on or off (see {@link Nag#toggle}). */
    @Override
    public void toggleNag(MoveNode node, int nag) {
        history.beforeEdit(game, current);
        node.setNags(Nag.toggle(node.nags(), nag));
        fire(changeOf(true));
    }

    /** Removes the move's annotation glyphs and its comment. */
    @Override
    public void clearAnnotations(MoveNode node) {
        history.beforeEdit(game, current);
        node.setNags(new int[0]);
        node.setComment("");
        fire(changeOf(true));
    }

    @Override
    public void promote(MoveNode node) {
        history.beforeEdit(game, current);
        game.promote(node);
        fire(changeOf(true));
    }

    /** Replaces the game and shows {@code node} of it (its root or the position where it was found). */
    @Override
    public void load(GameTree newGame, MoveNode node) {
        game = newGame;
        current = node;
        history.clear();
        clearPreviewQuietly();
        fire(changeOf(true));
        fire(changeOf(false));
    }

    @Override
    public void load(GameTree newGame) {
        load(newGame, newGame.root());
    }

    @Override
    public void newGame(Setup start, Variant variant) {
        load(GameTree.of(start, variant));
    }

    /** Changes many annotations of the game at once (an engine's review of it): one undoable edit. */
    @Override
    public void annotate(java.util.function.Consumer<GameTree> annotation) {
        history.beforeEdit(game, current);
        annotation.accept(game);
        fire(changeOf(true));
    }

    /** Sets the game's tags (the header): every tag as given, in that order; an undoable edit. */
    @Override
    public void setTags(java.util.Map<String, String> tags) {
        if (tags.equals(game.tags())) {
            return;
        }
        history.beforeEdit(game, current);
        game.replaceTags(tags);
        fire(changeOf(true));
    }

    @Override
    public boolean canUndo() {
        return history.canUndo();
    }

    @Override
    public boolean canRedo() {
        return history.canRedo();
    }

    /** Takes back the last edit of the game (a move added, a deletion, a comment, a glyph, a promotion, the tags). */
    @Override
    public void undo() {
        if (history.canUndo()) {
            restore(history.undo(game, current));
        }
    }

    @Override
    public void redo() {
        if (history.canRedo()) {
            restore(history.redo(game, current));
        }
    }

    private void restore(EditHistory.State state) {
        game = state.game();
        current = game.at(state.current());
        clearPreviewQuietly();
        fire(changeOf(true));
        fire(changeOf(false));
    }

    /** Whether the game has edits that were not saved since it was loaded, started or last saved. */
    @Override
    public boolean isModified() {
        return history.isModified();
    }

    /** The game was saved as it is now. */
    @Override
    public void markSaved() {
        history.markSaved();
        fire(changeOf(true));
    }

    @Override
    public void setPreview(LinePreview line) {
        if (!line.equals(preview)) {
            preview = line;
            fire(line);
        }
    }

    @Override
    public OpeningDatabase database() {
        return databases.active();
    }

    @Override
    public OpenDatabases openDatabases() {
        return databases.copy();
    }

    @Override
    public void addDatabase(OpeningDatabase opened) {
        activate(() -> databases.add(opened));
    }

    @Override
    public void pickDatabase(OpeningDatabase picked) {
        if (picked != databases.active()) {
            activate(() -> databases.pick(picked));
        }
    }

    @Override
    public void removeDatabase(OpeningDatabase closed) {
        activate(() -> databases.remove(closed));
    }

    @Override
    public void databasesChanged() {
        fire(new OpenDatabasesChange(databases.all(), databases.active()));
        fire(new DatabaseChange(databases.active()));
    }

    /** Changes the open databases, and announces the change (and a new active database to every part). */
    private void activate(Runnable change) {
        OpeningDatabase previous = databases.active();
        change.run();
        OpeningDatabase now = databases.active();
        if (structureSearch != null && now != previous) {
            setStructureSearch(null);
        }
        fire(new OpenDatabasesChange(databases.all(), now));
        if (now != previous) {
            fire(new DatabaseChange(now));
        }
    }

    /** The repertoire open in the Repertoire part, or null. */
    @Override
    public RepertoireFile repertoire() {
        return repertoire;
    }

    /** Makes {@code opened} (or null) the open repertoire, or tells that the open one changed. */
    @Override
    public void setRepertoire(RepertoireFile opened) {
        repertoire = opened;
        fire(new RepertoireChange(opened));
    }

    @Override
    public OpeningDatabase setDatabase(OpeningDatabase opened) {
        OpeningDatabase previous = databases.replaceActive(opened);
        if (structureSearch != null && databases.active() != previous) {
            setStructureSearch(null);
        }
        fire(new OpenDatabasesChange(databases.all(), databases.active()));
        fire(new DatabaseChange(databases.active()));
        return previous;
    }

    /** The games a search by structure found in the open database, which the games list shows; null for none. */
    @Override
    public StructureMatches structureSearch() {
        return structureSearch;
    }

    @Override
    public void setStructureSearch(StructureMatches found) {
        structureSearch = found;
        fire(new StructureChange(found));
    }

    /** Announces that the open database's games changed (an import finished). */
    @Override
    public void databaseChanged() {
        fire(new DatabaseChange(databases.active()));
    }

    /** The PGN file open as a games list, or null. */
    @Override
    public GameFile gameFile() {
        return gameFile;
    }

    /** Shows {@code opened} (or no file) in the games list instead of the one shown, which is closed. */
    @Override
    public void openGameFile(GameFile opened) throws IOException {
        GameFile previous = gameFile;
        gameFile = opened;
        fire(new GameFileChange(opened));
        if (previous != null) {
            previous.close();
        }
    }

    /** The Opening Explorer's filter, which the games list follows with the position. */
    @Override
    public ExploreFilter explorerFilter() {
        return explorerFilter;
    }

    @Override
    public void setExplorerFilter(ExploreFilter filter) {
        if (!filter.equals(explorerFilter)) {
            explorerFilter = filter;
            fire(new FilterChange(filter));
        }
    }

    @Override
    public UiPreferences preferences() {
        return preferences;
    }

    @Override
    public void setPreferences(UiPreferences changed) {
        preferences = changed;
        if (!changed.books().equals(books.files())) {
            books = OpeningBooks.open(changed.books());
        }
        fire(new PreferencesChange(changed));
    }

    /** The opening books the preferences choose, opened once for every view that shows them. */
    @Override
    public OpeningBooks books() {
        return books;
    }

    /** Where {@link #rememberPreferences} keeps the preferences across restarts (none by default). */
    @Override
    public void keepPreferencesIn(PreferencesStore store) {
        preferencesStore = store;
    }

    /** Makes {@code changed} the preferences and writes them to the store, so the next start has them too. */
    @Override
    public void rememberPreferences(UiPreferences changed) throws IOException {
        setPreferences(changed);
        if (preferencesStore != null) {
            preferencesStore.save(changed);
        }
    }

    /** Announces the engine's lines for a position (the board draws them while it shows that position). */
    @Override
    public void setEngineHint(EngineHint hint) {
        fire(hint);
    }

    /** Asks the engine part to analyse the current position. */
    @Override
    public void requestAnalysis() {
        fire(new AnalyseRequest());
    }

    private void clearPreviewQuietly() {
        if (!preview.isEmpty()) {
            preview = LinePreview.NONE;
            fire(preview);
        }
    }

    private static boolean addsMoves(MoveNode from, List<Integer> moves) {
        MoveNode node = from;
        for (int move : moves) {
            MoveNode next = node.children().stream().filter(child -> child.move() == move).findFirst().orElse(null);
            if (next == null) {
                return true;
            }
            node = next;
        }
        return false;
    }

    private static boolean isAncestorOrSelf(MoveNode ancestor, MoveNode node) {
        for (MoveNode n = node; n != null; n = n.parent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    protected final void fire(SessionEvent event) {
        for (SessionListener listener : listeners) {
            listener.changed(event);
        }
    }
}
