package rookery.ui.model;

import rookery.database.OpeningDatabase;

/** The database now open (null when none is), after it was opened, closed or its games changed. */
public record DatabaseChange(OpeningDatabase database) {
}
