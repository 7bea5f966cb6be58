package rookery.chess;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Just enough PGN reading to test SAN: the main line's move tokens of each game, with tags,
 * comments, variations, NAGs, move numbers and results removed. Not the project's PGN parser.
 */
record PgnMovetext(String source, int number, Position start, List<String> moves) {

    private static final Pattern TAG = Pattern.compile("^\\[(\\w+)\\s+\"(.*)\"\\]\\s*$");
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\.+");

    static List<PgnMovetext> read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8).replace("\uFEFF", "");
        List<PgnMovetext> games = new ArrayList<>();
        String fen = null;
        Variant variant = Variant.STANDARD;
        StringBuilder movetext = new StringBuilder();
        for (String line : text.split("\r?\n")) {
            Matcher tag = TAG.matcher(line.strip());
            if (tag.matches()) {
                if (!movetext.isEmpty()) {
                    games.add(game(file, games.size() + 1, fen, variant, movetext));
                    fen = null;
                    variant = Variant.STANDARD;
                    movetext.setLength(0);
                }
                if (tag.group(1).equals("FEN")) {
                    fen = tag.group(2);
                } else if (tag.group(1).equals("Variant")) {
                    String name = tag.group(2).toLowerCase().replace(" ", "");
                    variant = name.equals("chess960") || name.equals("fischerandom") ? Variant.CHESS960 : Variant.STANDARD;
                }
            } else if (!line.startsWith("%")) {
                movetext.append(line).append('\n');
            }
        }
        if (!movetext.toString().isBlank()) {
            games.add(game(file, games.size() + 1, fen, variant, movetext));
        }
        return games;
    }

    private static PgnMovetext game(Path file, int number, String fen, Variant variant, CharSequence movetext) {
        Position start = fen == null ? Position.fromSetup(Setup.standard(), variant) : Position.fromSetup(Fen.parse(fen), variant, true);
        return new PgnMovetext(file.getFileName().toString(), number, start, tokens(movetext));
    }

    private static List<String> tokens(CharSequence movetext) {
        StringBuilder mainLine = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < movetext.length(); i++) {
            char c = movetext.charAt(i);
            if (c == '{') {
                while (i < movetext.length() && movetext.charAt(i) != '}') {
                    i++;
                }
            } else if (c == ';') {
                while (i < movetext.length() && movetext.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (depth == 0) {
                mainLine.append(c);
            }
            if (depth == 0 && (c == '{' || c == ';' || c == ')')) {
                mainLine.append(' ');
            }
        }
        List<String> moves = new ArrayList<>();
        for (String token : mainLine.toString().trim().split("\\s+")) {
            token = MOVE_NUMBER.matcher(token).replaceFirst("");
            if (!token.isEmpty() && !token.startsWith("$") && !token.equals("*") && !token.equals("1-0") && !token.equals("0-1")
                    && !token.equals("1/2-1/2")) {
                moves.add(token);
            }
        }
        return moves;
    }

    @Override
    public String toString() {
        return source + " game " + number;
    }
}
