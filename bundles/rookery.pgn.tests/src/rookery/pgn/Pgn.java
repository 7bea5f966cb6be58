package rookery.pgn;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;

/** Test helpers: read PGN text or files into records, locate the shared data. */
final class Pgn {

    private Pgn() {
    }

    static Path sharedData(String relative) {
        Path path = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve(relative);
        Assumptions.assumeTrue(Files.exists(path), "shared data not found: " + path);
        return path;
    }

    static List<PgnRecord> read(String text) {
        return read(text.getBytes(StandardCharsets.UTF_8), PgnOptions.defaults());
    }

    static List<PgnRecord> read(byte[] bytes, PgnOptions options) {
        try (PgnReader reader = PgnReader.of(new ByteArrayInputStream(bytes), "test.pgn", options)) {
            List<PgnRecord> records = new ArrayList<>();
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                records.add(record);
            }
            return records;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<PgnRecord> read(Path file, PgnOptions options, int threads) {
        List<PgnRecord> records = new ArrayList<>();
        try {
            readInto(file, options, threads, records);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return records;
    }

    /** Adds the games and rejections to {@code records} as they come, so a read that fails part way leaves what came before. */
    static void readInto(Path file, PgnOptions options, int threads, List<PgnRecord> records) throws IOException {
        try (PgnReader reader = PgnReader.open(file, options)) {
            reader.forEachParallel(threads, new PgnHandler() {
                @Override
                public void game(PgnGame game) {
                    records.add(game);
                }

                @Override
                public void rejected(PgnRejection rejection) {
                    records.add(rejection);
                }
            });
        }
    }

    /** The single accepted game of the text. */
    static PgnGame game(String text) {
        List<PgnRecord> records = read(text);
        if (records.size() != 1 || !(records.get(0) instanceof PgnGame game)) {
            throw new AssertionError("expected one valid game, got " + records);
        }
        return game;
    }

    /** The single rejection of the text. */
    static PgnDiagnostic rejection(String text) {
        List<PgnRecord> records = read(text);
        if (records.size() != 1 || !(records.get(0) instanceof PgnRejection rejection)) {
            throw new AssertionError("expected one rejected game, got " + records);
        }
        return rejection.diagnostic();
    }

    static List<PgnGame> games(List<PgnRecord> records) {
        return records.stream().filter(PgnGame.class::isInstance).map(PgnGame.class::cast).toList();
    }

    static List<PgnRejection> rejections(List<PgnRecord> records) {
        return records.stream().filter(PgnRejection.class::isInstance).map(PgnRejection.class::cast).toList();
    }
}
