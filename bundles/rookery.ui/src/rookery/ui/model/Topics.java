package rookery.ui.model;

/**
 * Event broker topics of the workbench's shared state; the event data (under the broker's
 * {@code org.eclipse.e4.data} key) is given with each topic.
 */
public final class Topics {
    private static final String BASE = "rookery/ui/";

    /** The current position moved (a move played, a jump in the notation): data {@link PositionChange}. */
    public static final String POSITION = BASE + "position";
    /** The current game was replaced or edited (variation added, deleted, promoted): data {@link PositionChange}. */
    public static final String GAME = BASE + "game";
    /** A database was opened or closed, or its content changed (an import): data {@link DatabaseChange}. */
    public static final String DATABASE = BASE + "database";
    /** A line to show on the board without playing it (an engine line), or none: data {@link LinePreview}. */
    public static final String PREVIEW = BASE + "preview";
    /** The engine's lines for a position, drawn as arrows on the board: data {@link EngineHint}. */
    public static final String ENGINE_HINT = BASE + "engineHint";
    /** The user asked for the current position to be analysed (the board's menu): data {@code Boolean.TRUE}. */
    public static final String ANALYSE = BASE + "analyse";
    /** The Opening Explorer's filter changed: data {@link rookery.database.ExploreFilter}. */
    public static final String FILTER = BASE + "filter";
    /** A PGN file was opened as a games list, or the list closed: data {@link GameFile}, or null. */
    public static final String GAME_FILE = BASE + "gameFile";
    /** The user's preferences changed: data {@link UiPreferences}. */
    public static final String PREFERENCES = BASE + "preferences";

    /** A repertoire was opened, changed (a line added, saved) or closed: data {@link RepertoireFile}, or null. */
    public static final String REPERTOIRE = BASE + "repertoire";

    /** A search by structure restricts the games list, or the restriction ends: data {@link rookery.database.StructureMatches}, or null. */
    public static final String STRUCTURE = BASE + "structure";

    /** All topics of this class, for subscribing to everything. */
    public static final String ALL = BASE + "*";

    private Topics() {
    }
}
