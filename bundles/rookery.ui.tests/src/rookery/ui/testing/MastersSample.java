package rookery.ui.testing;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/** The first games of the shared masters collection, written to a PGN file of their own. */
public final class MastersSample {
    private MastersSample() {
    }

    public static Path source() {
        return Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "pgn/bench/masters-a-l.pgn");
    }

    public static Path write(Path target, int games) throws IOException {
        try (PgnReader reader = PgnReader.open(source()); Writer out = Files.newBufferedWriter(target, StandardCharsets.UTF_8)) {
            int written = 0;
            for (PgnRecord record = reader.next(); record != null && written < games; record = reader.next()) {
                if (record instanceof PgnGame game) {
                    out.write(game.text());
                    out.write("\n\n");
                    written++;
                }
            }
        }
        return target;
    }
}
