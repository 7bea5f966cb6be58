package rookery.ui.session;

import rookery.ui.model.GameFile;

/** The PGN file now open as the games list, or null when the list went back to the database. */
public record GameFileChange(GameFile file) implements SessionEvent {
    @Override
    public String topic() {
        return Topics.GAME_FILE;
    }
}
