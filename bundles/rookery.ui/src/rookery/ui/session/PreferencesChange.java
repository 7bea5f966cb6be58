package rookery.ui.session;

import java.util.Objects;

import rookery.ui.preferences.UiPreferences;

/** The user's preferences as they now are. */
public record PreferencesChange(UiPreferences preferences) implements SessionEvent {
    public PreferencesChange {
        Objects.requireNonNull(preferences, "preferences");
    }

    @Override
    public String topic() {
        return Topics.PREFERENCES;
    }
}
