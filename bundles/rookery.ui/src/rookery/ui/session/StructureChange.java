package rookery.ui.session;

import rookery.database.StructureMatches;

/** The games a search by structure restricts the games list to, or null when the restriction ends. */
public record StructureChange(StructureMatches matches) implements SessionEvent {
    @Override
    public String topic() {
        return Topics.STRUCTURE;
    }
}
