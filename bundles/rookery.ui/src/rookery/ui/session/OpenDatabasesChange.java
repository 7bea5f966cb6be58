package rookery.ui.session;

import java.util.List;

import rookery.database.OpeningDatabase;

/** The open databases after one was opened, closed or picked, or after games moved between them; {@code active} is the picked one. */
public record OpenDatabasesChange(List<OpeningDatabase> open, OpeningDatabase active) implements SessionEvent {
    public OpenDatabasesChange {
        open = List.copyOf(open);
    }

    @Override
    public String topic() {
        return Topics.DATABASES;
    }
}
