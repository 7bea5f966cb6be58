package rookery.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import rookery.chess.Epd;
import rookery.chess.EpdRecord;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.SanException;
import rookery.chess.Variant;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;

/**
 * Match openings from a file: EPD (one position per line), PGN (each game's main line, cut to
 * a number of plies) or TSV as in the lichess opening list (eco, name, moves in SAN).
 */
final class OpeningFiles {

    private OpeningFiles() {
    }

    static List<Position> read(Path file, int maxPlies) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new NoSuchFileException(file.toString(), null, "no such openings file");
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        List<Position> openings;
        if (name.endsWith(".epd")) {
            openings = Epd.read(file, Variant.STANDARD).stream().map(EpdRecord::position).toList();
        } else if (name.endsWith(".pgn") || name.endsWith(".pgn.gz") || name.endsWith(".pgn.zst")) {
            openings = readPgn(file, maxPlies);
        } else if (name.endsWith(".tsv")) {
            openings = readTsv(file, maxPlies);
        } else {
            throw new IllegalArgumentException(file + ": openings must be .epd, .pgn (.pgn.gz, .pgn.zst) or .tsv (eco, name, moves)");
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings in it");
        }
        return openings;
    }

    private static List<Position> readPgn(Path file, int maxPlies) throws IOException {
        List<Position> openings = new ArrayList<>();
        try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults().withMainlineOnly(true))) {
            PgnRecord record;
            while ((record = reader.next()) != null) {
                if (record instanceof PgnRejection rejection) {
                    throw new IllegalArgumentException(rejection.diagnostic().toString());
                }
                PgnGame game = (PgnGame) record;
                Position position = game.startPosition();
                int[] moves = game.mainline();
                for (int i = 0; i < Math.min(maxPlies, moves.length) && moves[i] != Move.NONE; i++) {
                    position.play(moves[i]);
                }
                openings.add(position);
            }
        }
        return openings;
    }

    private static List<Position> readTsv(Path file, int maxPlies) throws IOException {
        List<Position> openings = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int number = 1; number <= lines.size(); number++) {
            String[] columns = lines.get(number - 1).split("\t");
            if (number == 1 && columns[0].equals("eco") || columns.length < 3) {
                continue;
            }
            Position position = Position.startpos();
            int plies = 0;
            for (String token : columns[2].trim().split("\\s+")) {
                if (token.matches("\\d+\\.+") || plies >= maxPlies) {
                    continue;
                }
                try {
                    position.play(San.parse(position, token));
                    plies++;
                } catch (SanException e) {
                    throw new IllegalArgumentException(file + ":" + number + ": " + e.getMessage());
                }
            }
            openings.add(position);
        }
        return openings;
    }
}
