package rookery.ui.game;

import java.nio.file.Path;

/** Where a game was opened from: a database folder and the game's id in it (for Save to Database to replace it). */
public record StoredGame(Path database, long id) {
}
