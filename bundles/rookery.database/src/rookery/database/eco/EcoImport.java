package rookery.database.eco;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.MoveText;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;

/**
 * Reads external opening tables: pgn-extract's {@code eco.pgn} (games with ECO, Opening,
 * Variation and SubVariation tags), SCID's {@code .eco} ({@code A00b "Name"  1.f3 *}, entries
 * may span lines, {@code #} comments) and lichess's TSV ({@code eco<TAB>name<TAB>pgn}). Every
 * line is replayed; the moves are rewritten as canonical SAN with move numbers.
 */
public final class EcoImport {

    public enum Format {
        PGN,
        SCID,
        TSV;

        /** By the file's extension: .pgn, .eco, .tsv. */
        public static Format of(Path file) {
            String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.endsWith(".pgn")) {
                return PGN;
            }
            if (name.endsWith(".eco")) {
                return SCID;
            }
            if (name.endsWith(".tsv")) {
                return TSV;
            }
            throw new IllegalArgumentException(file + ": unknown opening table format (expected .pgn, .eco or .tsv)");
        }
    }

    /** The lines read, and a message per entry that could not be read (file, line, why). */
    public record Result(List<EcoLine> lines, List<String> problems) {
    }

    private EcoImport() {
    }

    public static Result read(Path file, Format format) throws IOException {
        return switch (format) {
            case PGN -> readPgn(file);
            case SCID -> readScid(file);
            case TSV -> readTsv(file);
        };
    }

    private static Result readPgn(Path file) throws IOException {
        List<EcoLine> lines = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (PgnReader reader = PgnReader.open(file)) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                if (record instanceof PgnRejection rejection) {
                    problems.add(rejection.diagnostic().toString());
                    continue;
                }
                PgnGame game = (PgnGame) record;
                String eco = game.tags().get("ECO");
                String name = joined(game.tags().get("Opening"), game.tags().get("Variation"), game.tags().get("SubVariation"));
                if (eco == null || name == null) {
                    problems.add(file + ":" + game.line() + ": game " + game.number() + " has no ECO or Opening tag");
                    continue;
                }
                lines.add(new EcoLine(baseCode(eco), name, movetext(game.startPosition(), game.mainline())));
            }
        }
        return new Result(lines, problems);
    }

    private static String joined(String opening, String variation, String subVariation) {
        if (opening == null) {
            return null;
        }
        String name = opening;
        if (variation != null) {
            name += ": " + variation;
        }
        if (subVariation != null) {
            name += ", " + subVariation;
        }
        return name;
    }

    private static Result readScid(Path file) throws IOException {
        List<EcoLine> lines = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        StringBuilder entry = new StringBuilder();
        int entryLine = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            String text;
            for (int number = 1; (text = reader.readLine()) != null; number++) {
                String trimmed = text.strip();
                if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                    continue;
                }
                if (entry.isEmpty()) {
                    entryLine = number;
                }
                entry.append(trimmed).append(' ');
                if (trimmed.endsWith("*")) {
                    scidEntry(entry.toString().strip(), file + ":" + entryLine, lines, problems);
                    entry.setLength(0);
                }
            }
        }
        if (!entry.isEmpty()) {
            problems.add(file + ":" + entryLine + ": entry not terminated by '*'");
        }
        return new Result(lines, problems);
    }

    private static void scidEntry(String entry, String where, List<EcoLine> lines, List<String> problems) {
        int open = entry.indexOf('"');
        int close = open < 0 ? -1 : entry.indexOf('"', open + 1);
        if (open < 0 || close < 0) {
            problems.add(where + ": expected CODE \"name\" moves *");
            return;
        }
        String code = entry.substring(0, open).strip();
        String name = entry.substring(open + 1, close);
        String moves = entry.substring(close + 1, entry.length() - 1).strip();
        line(code, name, moves, where, lines, problems);
    }

    private static Result readTsv(Path file) throws IOException {
        List<EcoLine> lines = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String text = reader.readLine();
            for (int number = 2; (text = reader.readLine()) != null; number++) {
                if (text.isBlank()) {
                    continue;
                }
                String[] fields = text.split("\t", -1);
                if (fields.length < 3) {
                    problems.add(file + ":" + number + ": expected eco, name and moves separated by tabs");
                    continue;
                }
                line(fields[0].strip(), fields[1].strip(), fields[2].strip(), file + ":" + number, lines, problems);
            }
        }
        return new Result(lines, problems);
    }

    private static void line(String code, String name, String moves, String where, List<EcoLine> lines, List<String> problems) {
        if (code.length() < 3 || code.charAt(0) < 'A' || code.charAt(0) > 'E') {
            problems.add(where + ": '" + code + "' is not an ECO code");
            return;
        }
        Position position = Position.startpos();
        try {
            int[] played = MoveText.play(position, moves);
            lines.add(new EcoLine(baseCode(code), name, movetext(Position.startpos(), played)));
        } catch (IllegalArgumentException e) {
            problems.add(where + ": " + e.getMessage());
        }
    }

    /** "A00" of SCID's extended codes such as "A00b1". */
    private static String baseCode(String code) {
        return code.strip().substring(0, 3);
    }

    /** SAN with move numbers: "1. e4 c5 2. Nf3". */
    static String movetext(Position start, int[] moves) {
        StringBuilder text = new StringBuilder();
        Position position = start;
        for (int move : moves) {
            if (position.turn() == Color.WHITE) {
                text.append(text.isEmpty() ? "" : " ").append(position.fullmoveNumber()).append(". ");
            } else {
                text.append(text.isEmpty() ? position.fullmoveNumber() + "... " : " ");
            }
            text.append(San.format(position, move));
            position.play(move);
        }
        return text.toString();
    }
}
