package rookery.ui.session;

import rookery.database.OpeningDatabase;

/** The database now open (null when none is), after it was opened, closed or its games changed. */
public record DatabaseChange(OpeningDatabase database) implements SessionEvent {
    @Override
    public String topic() {
        return Topics.DATABASE;
    }
}
