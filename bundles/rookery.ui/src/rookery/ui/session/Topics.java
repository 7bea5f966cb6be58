package rookery.ui.session;

/**
 * Event broker topics of the workbench's shared state; the event data (under the broker's
 * {@code org.eclipse.e4.data} key) is the {@link SessionEvent} named with each topic.
 */
public final class Topics {
    private static final String BASE = "rookery/ui/";

    /** The current position moved (a move played, a jump in the notation): {@link PositionChange}. */
    public static final String POSITION = BASE + "position";
    /** The current game was replaced or edited (variation added, deleted, promoted): {@link PositionChange}, {@code gameEdited}. */
    public static final String GAME = BASE + "game";
    /** A database was opened or closed, or its content changed (an import): {@link DatabaseChange}. */
    public static final String DATABASE = BASE + "database";
    /** The open databases changed (one opened, closed or picked, games copied between them): {@link OpenDatabasesChange}. */
    public static final String DATABASES = BASE + "databases";
    /** A line to show on the board without playing it (an engine line), or none: {@link LinePreview}. */
    public static final String PREVIEW = BASE + "preview";
    /** The engine's lines for a position, drawn as arrows on the board: {@link EngineHint}. */
    public static final String ENGINE_HINT = BASE + "engineHint";
    /** The user asked for the current position to be analysed (the board's menu): {@link AnalyseRequest}. */
    public static final String ANALYSE = BASE + "analyse";
    /** The Opening Explorer's filter changed: {@link FilterChange}. */
    public static final String FILTER = BASE + "filter";
    /** A PGN file was opened as a games list, or the list closed: {@link GameFileChange}. */
    public static final String GAME_FILE = BASE + "gameFile";
    /** The user's preferences changed: {@link PreferencesChange}. */
    public static final String PREFERENCES = BASE + "preferences";
    /** A repertoire was opened, changed (a line added, saved) or closed: {@link RepertoireChange}. */
    public static final String REPERTOIRE = BASE + "repertoire";
    /** A search by structure restricts the games list, or the restriction ends: {@link StructureChange}. */
    public static final String STRUCTURE = BASE + "structure";

    /** All topics of this class, for subscribing to everything. */
    public static final String ALL = BASE + "*";

    private Topics() {
    }
}
