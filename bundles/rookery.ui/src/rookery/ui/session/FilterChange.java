package rookery.ui.session;

import java.util.Objects;

import rookery.database.ExploreFilter;

/** The Opening Explorer's filter, which the games list follows too. */
public record FilterChange(ExploreFilter filter) implements SessionEvent {
    public FilterChange {
        Objects.requireNonNull(filter, "filter");
    }

    @Override
    public String topic() {
        return Topics.FILTER;
    }
}
