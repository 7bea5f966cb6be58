package rookery.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A game read again from its offset is the game read in a pass over the whole file, plain or compressed. */
class GameOffsetTest {
    @TempDir
    Path folder;

    @ParameterizedTest
    @ValueSource(strings = {"mixed.pgn", "mixed.pgn.zst"})
    void everyGameIsReadAgainFromItsOffset(String name) throws IOException {
        Path file = folder.resolve(name);
        try (InputStream in = getClass().getResourceAsStream("fixtures/" + name)) {
            Files.write(file, in.readAllBytes());
        }
        List<PgnGame> games = new ArrayList<>();
        try (PgnReader reader = PgnReader.open(file)) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                if (record instanceof PgnGame game) {
                    games.add(game);
                }
            }
        }
        assertTrue(games.size() > 3, "the fixture has several games");
        long previous = -1;
        for (PgnGame game : games) {
            assertTrue(game.offset() > previous, "offsets grow through the file");
            previous = game.offset();
            try (PgnReader again = PgnReader.openAt(file, game.offset(), PgnOptions.defaults())) {
                assertEquals(game, again.next(), "game " + game.number() + " from offset " + game.offset());
            }
        }
    }
}
