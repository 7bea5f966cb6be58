package rookery.ui.session;

/**
 * A change of the session, as its listeners receive it and as it is posted to the event broker
 * under {@link #topic()}: one record type a topic, so a receiver matches on the type instead of
 * casting the data of a topic string.
 */
public sealed interface SessionEvent permits PositionChange, DatabaseChange, LinePreview, EngineHint, AnalyseRequest,
        FilterChange, GameFileChange, PreferencesChange, RepertoireChange, StructureChange, OpenDatabasesChange {
    /** The {@link Topics} topic this event is posted under. */
    String topic();
}
