package rookery.ui.session;

import java.io.IOException;
import java.util.List;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.database.StructureMatches;
import rookery.pgn.Drawing;
import rookery.ui.game.Drawings;
import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;
import rookery.ui.game.Nag;
import rookery.ui.game.NavigationKey;
import rookery.ui.model.GameFile;
import rookery.ui.model.OpeningBooks;
import rookery.ui.model.RepertoireFile;
import rookery.ui.preferences.PreferencesStore;
import rookery.ui.preferences.UiPreferences;

/**
 * The workbench's shared state: the current game, the node shown (the "current position"), the
 * open database and a previewed line. Every part follows it; each change is announced to the
 * listeners as a {@link SessionEvent}. Meant to be used from the UI thread. The workbench gets
 * it as an OSGi service ({@code rookery.ui.session.SessionComponent}); tests make a
 * {@link WorkbenchSession}.
 */
public interface Session {

    /** The comment {@link #comment} edits: a move's, or for the root the comment before the first move. */
    static String commentOf(MoveNode node) {
        return node.isRoot() ? node.startingComment() : node.comment();
    }

    /**
     * The node that keeps the comment before {@code node}'s move: the move itself, except the main
     * line's first move, whose comment before is the game's opening comment (kept by the root, as
     * PGN keeps it).
     */
    static MoveNode commentBeforeHolder(MoveNode node) {
        return node.parent() != null && node.parent().isRoot() && !node.startsVariation() ? node.parent() : node;
    }

    /** The comment {@link #commentBefore} edits. */
    static String commentBeforeOf(MoveNode node) {
        return commentBeforeHolder(node).startingComment();
    }

    void addListener(SessionListener listener);

    GameTree game();

    MoveNode current();

    /** A fresh copy of the current position (with the game's history). */
    Position position();

    PositionChange snapshot();

    LinePreview preview();

    /** Plays a legal move at the current node: follows an existing move or adds it (as a variation where the game continues differently). */
    void play(int move);

    /** Plays a line of moves from the current position (e.g. an engine line), each a legal move. */
    void playLine(List<Integer> moves);

    /**
     * Adds a line of legal moves from the current position to the game (as a variation where the
     * game continues differently) and plays its first move, so that the line can be stepped through.
     */
    void addLineAndPlayFirst(List<Integer> moves);

    void goTo(MoveNode node);

    void back();

    void forward();

    void toStart();

    /** The end of the line the current node is on. */
    void toEnd();

    /**
     * The navigation keys of the board and the notation: Left/Right step, Home/End go to the
     * start and the end of the line, Up/Down switch between the alternatives of the current move.
     *
     * @param key {@link NavigationKey} of the key pressed
     */
    void navigate(NavigationKey key);

    /** Switches to the previous ({@code -1}) or next ({@code +1}) alternative of the current move. */
    void switchVariation(int direction);

    /** Removes the node's line from it on; shows its parent when the current node was inside it. */
    void delete(MoveNode node);

    /** Sets the comment after a move, or the game's opening comment when {@code node} is the root. */
    void comment(MoveNode node, String text);

    /** Sets the comment before a move (see {@link #commentBeforeHolder}); an undoable edit. */
    void commentBefore(MoveNode node, String text);

    /** Switches an annotation glyph of a move on or off (see {@link Nag#toggle}). */
    void toggleNag(MoveNode node, int nag);

    /** Draws a shape on the current position, or takes it away (see {@link Drawings#toggle}); an undoable edit. */
    void draw(Drawing drawing);

    /** Takes away every shape drawn on the current position; an undoable edit, none when there is nothing drawn. */
    void clearDrawings();

    /** Removes the move's annotation glyphs and its comment. */
    void clearAnnotations(MoveNode node);

    void promote(MoveNode node);

    /** Replaces the game and shows {@code node} of it (its root or the position where it was found). */
    void load(GameTree newGame, MoveNode node);

    void load(GameTree newGame);

    void newGame(Setup start, Variant variant);

    /** Changes many annotations of the game at once (an engine's review of it): one undoable edit. */
    void annotate(java.util.function.Consumer<GameTree> annotation);

    /** Sets the game's tags (the header): every tag as given, in that order; an undoable edit. */
    void setTags(java.util.Map<String, String> tags);

    boolean canUndo();

    boolean canRedo();

    /** Takes back the last edit of the game (a move added, a deletion, a comment, a glyph, a promotion, the tags). */
    void undo();

    void redo();

    /** Whether the game has edits that were not saved since it was loaded, started or last saved. */
    boolean isModified();

    /** The game was saved as it is now. */
    void markSaved();

    void setPreview(LinePreview line);

    /** The active database (the one of the open databases the user picked), or null. */
    OpeningDatabase database();

    /** The open databases and the active one: a copy, which changes through {@link #addDatabase} and the others. */
    OpenDatabases openDatabases();

    /** Adds {@code opened} to the open databases (the others stay open) and makes it the active one. */
    void addDatabase(OpeningDatabase opened);

    /** Makes an open database the active one, which the explorer and the games list show. */
    void pickDatabase(OpeningDatabase picked);

    /** Takes {@code closed} out of the open databases (the caller closes it); its neighbour becomes active if it was. */
    void removeDatabase(OpeningDatabase closed);

    /** Announces that games of open databases changed (a copy or move between them): every open database's figures. */
    void databasesChanged();

    /** The repertoire open in the Repertoire part, or null. */
    RepertoireFile repertoire();

    /** Makes {@code opened} (or null) the open repertoire, or tells that the open one changed. */
    void setRepertoire(RepertoireFile opened);

    /** Puts {@code opened} (or null) in the active database's place and returns the one it replaces, for the caller to close. */
    OpeningDatabase setDatabase(OpeningDatabase opened);

    /** The games a search by structure found in the open database, which the games list shows; null for none. */
    StructureMatches structureSearch();

    void setStructureSearch(StructureMatches found);

    /** Announces that the open database's games changed (an import finished). */
    void databaseChanged();

    /** The PGN file open as a games list, or null. */
    GameFile gameFile();

    /** Shows {@code opened} (or no file) in the games list instead of the one shown, which is closed. */
    void openGameFile(GameFile opened) throws IOException;

    /** The Opening Explorer's filter, which the games list follows with the position. */
    ExploreFilter explorerFilter();

    void setExplorerFilter(ExploreFilter filter);

    UiPreferences preferences();

    void setPreferences(UiPreferences changed);

    /** The opening books the preferences choose, opened once for every view that shows them. */
    OpeningBooks books();

    /** Where {@link #rememberPreferences} keeps the preferences across restarts (none by default). */
    void keepPreferencesIn(PreferencesStore store);

    /** Makes {@code changed} the preferences and writes them to the store, so the next start has them too. */
    void rememberPreferences(UiPreferences changed) throws IOException;

    /** Announces the engine's lines for a position (the board draws them while it shows that position). */
    void setEngineHint(EngineHint hint);

    /** Asks the engine part to analyse the current position. */
    void requestAnalysis();
}
