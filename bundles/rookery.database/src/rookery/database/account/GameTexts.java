package rookery.database.account;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.regex.Pattern;

/**
 * Cuts a PGN stream into games at the text level: a game ends where the next one's first tag line
 * follows its movetext, or at the end of the stream. A game cut short by a dropped connection is
 * never delivered: the reader's exception comes first.
 */
final class GameTexts {
    private static final Pattern TAG_LINE = Pattern.compile("^\\[\\w+\\s+\".*");

    private final BufferedReader reader;
    private String pendingTagLine;

    GameTexts(BufferedReader reader) {
        this.reader = reader;
    }

    /** The next complete game, or null at the end of the stream. */
    AccountGame next() throws IOException {
        StringBuilder game = new StringBuilder();
        boolean movetext = false;
        if (pendingTagLine != null) {
            game.append(pendingTagLine).append('\n');
            pendingTagLine = null;
        }
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            if (TAG_LINE.matcher(line).matches()) {
                if (movetext) {
                    pendingTagLine = line;
                    return AccountGame.of(game.append('\n').toString());
                }
            } else if (!line.isBlank()) {
                movetext = true;
            }
            game.append(line).append('\n');
        }
        return movetext ? AccountGame.of(game.append('\n').toString()) : null;
    }
}
