package rookery.chess;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Extended Position Description: the first four FEN fields followed by operations such as
 * {@code bm Qg6; id "WAC.001";}. Reading is lenient the way published suites need: optional
 * FEN clocks after the four fields ({@code ... w - - 0 1 ;D1 20}), empty operations, a missing
 * final semicolon, NUL characters, a missing blank after the en passant dash ({@code w - -1 12}),
 * a lone check mark operand ({@code bm Qd1 +}), and in move
 * alternatives an ambiguous SAN, which stands for every move it matches ({@code am Ne5} in the
 * Kaufman suite where two knights reach e5). Moves in
 * {@code bm}, {@code am}, {@code pm}, {@code sm} and {@code pv} must be legal SAN, the operands of
 * {@code acd}, {@code acn}, {@code acs}, {@code ce}, {@code dm}, {@code rc}, {@code hmvc},
 * {@code fmvn} and the perft counts {@code D1}, {@code D2}, ... integers; other operations are
 * kept as written.
 */
public final class Epd {

    private static final Set<String> MOVE_ALTERNATIVES = Set.of("bm", "am", "pm", "sm");
    private static final Set<String> INTEGERS = Set.of("acd", "acn", "acs", "ce", "dm", "rc", "hmvc", "fmvn");
    private static final Set<String> ALWAYS_QUOTED = Set.of("id", "eco", "nic", "c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7",
            "c8", "c9", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9");
    private static final String[] FIELD_NAMES = {"board", "side to move", "castling", "en passant"};

    private Epd() {
    }

    /** A standard chess EPD line. */
    public static EpdRecord parse(String line) {
        return parse(line, Variant.STANDARD);
    }

    /** @throws EpdException with the column of the problem (line 0) */
    public static EpdRecord parse(String line, Variant variant) {
        return new Parser(line, variant).record();
    }

    /** The records of an EPD file; blank lines and lines starting with '#' are skipped. */
    public static List<EpdRecord> read(Path file, Variant variant) throws IOException {
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(reader, variant);
        } catch (EpdException e) {
            throw e.locatedAt(file.toString(), e.line());
        }
    }

    /** @throws EpdException with the 1-based line and column of the problem */
    public static List<EpdRecord> read(BufferedReader reader, Variant variant) throws IOException {
        List<EpdRecord> records = new ArrayList<>();
        int lineNumber = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            lineNumber++;
            String content = line.replace('\0', ' ').strip();
            if (content.isEmpty() || content.startsWith("#")) {
                continue;
            }
            try {
                records.add(parse(line, variant));
            } catch (EpdException e) {
                throw e.locatedAt(null, lineNumber);
            }
        }
        return records;
    }

    /**
     * The EPD line: four FEN fields (X-FEN castling) and the operations, each ended by ';'.
     * A clock other than 0 (halfmove) or 1 (fullmove) that no operation states is written as {@code hmvc} or {@code fmvn}.
     */
    public static String format(EpdRecord record) {
        String fen = Fen.format(record.setup());
        int clocks = fen.lastIndexOf(' ', fen.lastIndexOf(' ') - 1);
        StringBuilder epd = new StringBuilder(fen.substring(0, clocks));
        for (EpdOperation operation : record.operations()) {
            appendOperation(epd, operation);
        }
        Setup setup = record.setup();
        if (record.operation("hmvc").isEmpty() && setup.halfmoveClock() != 0) {
            appendOperation(epd, EpdOperation.of("hmvc", Integer.toString(setup.halfmoveClock())));
        }
        if (record.operation("fmvn").isEmpty() && setup.fullmoveNumber() != 1) {
            appendOperation(epd, EpdOperation.of("fmvn", Integer.toString(setup.fullmoveNumber())));
        }
        return epd.toString();
    }

    private static void appendOperation(StringBuilder epd, EpdOperation operation) {
        epd.append(' ').append(operation.opcode());
        boolean quote = ALWAYS_QUOTED.contains(operation.opcode());
        for (String operand : operation.operands()) {
            epd.append(' ');
            if (quote || operand.isEmpty() || operand.chars().anyMatch(c -> Parser.isBlank((char) c) || c == ';')) {
                epd.append('"').append(operand).append('"');
            } else {
                epd.append(operand);
            }
        }
        epd.append(';');
    }

    static boolean isPerftOpcode(String opcode) {
        if (opcode.length() < 2 || opcode.charAt(0) != 'D') {
            return false;
        }
        for (int i = 1; i < opcode.length(); i++) {
            if (!Character.isDigit(opcode.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A move list operand made only of check and annotation marks, such as the "+" in "bm Qd1 +". */
    static boolean isAnnotation(String operand) {
        return !operand.isEmpty() && operand.chars().allMatch(c -> c == '+' || c == '#' || c == '!' || c == '?');
    }

    /** Reads one line; columns in errors are 1-based. */
    private static final class Parser {

        private final String text;
        private final Variant variant;
        private int pos;

        Parser(String text, Variant variant) {
            this.text = text;
            this.variant = variant;
        }

        EpdRecord record() {
            String[] fields = new String[6];
            int[] starts = new int[6];
            for (int i = 0; i < 4; i++) {
                skipBlanks();
                if (atEnd() || text.charAt(pos) == ';') {
                    throw error(pos, "missing " + FIELD_NAMES[i] + " field");
                }
                starts[i] = pos;
                fields[i] = word();
            }
            if (fields[3].length() > 1 && fields[3].charAt(0) == '-' && fields[3].chars().skip(1).allMatch(Character::isDigit)) {
                fields[3] = "-";
                pos = starts[3] + 1;
            }
            fields[4] = "0";
            fields[5] = "1";
            for (int i = 4; i < 6; i++) {
                int before = pos;
                skipBlanks();
                if (!atEnd() && Character.isDigit(text.charAt(pos))) {
                    starts[i] = pos;
                    fields[i] = word();
                } else {
                    pos = before;
                    break;
                }
            }
            Setup setup = setup(fields, starts);
            Position position;
            try {
                position = Position.fromSetup(setup, variant, true);
            } catch (InvalidPositionException e) {
                throw error(starts[0], "not a legal position: " + e.getMessage());
            }
            List<EpdOperation> operations = new ArrayList<>();
            while (true) {
                while (!atEnd() && (isBlank(text.charAt(pos)) || text.charAt(pos) == ';')) {
                    pos++;
                }
                if (atEnd()) {
                    break;
                }
                operations.add(operation(position));
            }
            setup = position.toSetup();
            for (EpdOperation operation : operations) {
                if (operation.opcode().equals("hmvc")) {
                    setup = setup.withClocks(Integer.parseInt(operation.operand()), setup.fullmoveNumber());
                } else if (operation.opcode().equals("fmvn")) {
                    setup = setup.withClocks(setup.halfmoveClock(), Integer.parseInt(operation.operand()));
                }
            }
            return new EpdRecord(setup, variant, operations);
        }

        private Setup setup(String[] fields, int[] starts) {
            String fen = String.join(" ", fields);
            try {
                return Fen.parse(fen);
            } catch (FenException e) {
                int field = e.field().ordinal();
                int fieldStartInFen = 0;
                for (int i = 0; i < field; i++) {
                    fieldStartInFen += fields[i].length() + 1;
                }
                int offset = Math.max(0, Math.min(e.column() - 1 - fieldStartInFen, fields[field].length()));
                String problem = e.getMessage().substring(e.getMessage().indexOf(": ") + 2);
                throw error(starts[field] + offset, "invalid " + fieldName(e.field()) + ": " + problem);
            }
        }

        private EpdOperation operation(Position position) {
            int opcodeStart = pos;
            if (!Character.isLetter(text.charAt(pos))) {
                throw error(pos, "expected an opcode, found '" + text.charAt(pos) + "'");
            }
            while (!atEnd() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
                pos++;
            }
            String opcode = text.substring(opcodeStart, pos);
            if (!atEnd() && !isBlank(text.charAt(pos)) && text.charAt(pos) != ';') {
                throw error(pos, "unexpected '" + text.charAt(pos) + "' in opcode " + opcode);
            }
            List<String> operands = new ArrayList<>();
            List<Integer> columns = new ArrayList<>();
            while (true) {
                skipBlanks();
                if (atEnd()) {
                    break;
                }
                char c = text.charAt(pos);
                if (c == ';') {
                    pos++;
                    break;
                }
                columns.add(pos);
                if (c == '"') {
                    int close = text.indexOf('"', pos + 1);
                    if (close < 0) {
                        throw error(pos, "unterminated string in " + opcode);
                    }
                    operands.add(text.substring(pos + 1, close));
                    pos = close + 1;
                } else {
                    String word = word();
                    if (word.indexOf('"') >= 0) {
                        throw error(pos - word.length() + word.indexOf('"'), "a double quote inside the operand '" + word + "' of " + opcode);
                    }
                    operands.add(word);
                }
            }
            EpdOperation operation = new EpdOperation(opcode, operands);
            check(operation, columns, opcodeStart, position);
            return operation;
        }

        private void check(EpdOperation operation, List<Integer> columns, int opcodeStart, Position position) {
            String opcode = operation.opcode();
            List<String> operands = operation.operands();
            if (INTEGERS.contains(opcode) || isPerftOpcode(opcode)) {
                if (operands.size() != 1) {
                    throw error(opcodeStart, opcode + " needs one integer operand, not " + operands.size());
                }
                try {
                    long value = Long.parseLong(operands.get(0));
                    if ((opcode.equals("hmvc") && (value < 0 || value > Integer.MAX_VALUE))
                            || (opcode.equals("fmvn") && (value < 1 || value > Integer.MAX_VALUE))) {
                        throw error(columns.get(0), opcode + " out of range: " + value);
                    }
                } catch (NumberFormatException e) {
                    throw error(columns.get(0), opcode + " needs an integer, not '" + operands.get(0) + "'");
                }
            } else if (MOVE_ALTERNATIVES.contains(opcode) || opcode.equals("pv")) {
                boolean sequence = opcode.equals("pv");
                int played = 0;
                try {
                    for (int i = 0; i < operands.size(); i++) {
                        if (isAnnotation(operands.get(i))) {
                            continue;
                        }
                        try {
                            if (sequence) {
                                position.play(San.parse(position, operands.get(i)));
                                played++;
                            } else {
                                San.parseAlternatives(position, operands.get(i));
                            }
                        } catch (SanException e) {
                            EpdException error = error(columns.get(i), opcode + ": " + e.getMessage());
                            error.initCause(e);
                            throw error;
                        }
                    }
                } finally {
                    for (; played > 0; played--) {
                        position.undo();
                    }
                }
            }
        }

        private String word() {
            int start = pos;
            while (!atEnd() && !isBlank(text.charAt(pos)) && text.charAt(pos) != ';') {
                pos++;
            }
            return text.substring(start, pos);
        }

        private void skipBlanks() {
            while (!atEnd() && isBlank(text.charAt(pos))) {
                pos++;
            }
        }

        private boolean atEnd() {
            return pos >= text.length();
        }

        private static boolean isBlank(char c) {
            return Character.isWhitespace(c) || c == '\0';
        }

        private static String fieldName(FenException.Field field) {
            return field.ordinal() < 4 ? FIELD_NAMES[field.ordinal()] + " field" : field.name().toLowerCase().replace('_', ' ');
        }

        private static EpdException error(int index, String problem) {
            return new EpdException(null, 0, index + 1, problem);
        }
    }
}
