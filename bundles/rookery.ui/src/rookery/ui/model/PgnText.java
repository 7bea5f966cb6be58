package rookery.ui.model;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import rookery.chess.Fen;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;

/** The current game as PGN text and back: export with variations, comments and NAGs, lines up to 80 columns. */
public final class PgnText {
    private static final int WIDTH = 80;

    private PgnText() {
    }

    public static String write(GameTree game) {
        StringBuilder out = new StringBuilder();
        Map<String, String> tags = game.tags();
        for (String name : List.of("Event", "Site", "Date", "Round", "White", "Black", "Result")) {
            out.append(tag(name, tags.getOrDefault(name, name.equals("Date") ? "????.??.??" : name.equals("Result") ? "*" : "?")));
        }
        boolean standardStart = game.variant() == Variant.STANDARD && game.start().equals(Setup.standard());
        for (Map.Entry<String, String> entry : tags.entrySet()) {
            if (!List.of("Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN", "SetUp", "Variant").contains(entry.getKey())) {
                out.append(tag(entry.getKey(), entry.getValue()));
            }
        }
        if (game.variant() != Variant.STANDARD) {
            out.append(tag("Variant", game.variant() == Variant.CHESS960 ? "Chess960" : "Random"));
        }
        if (!standardStart) {
            out.append(tag("SetUp", "1")).append(tag("FEN", Fen.format(game.start())));
        }
        out.append('\n');
        Lines lines = new Lines(out);
        if (!game.root().startingComment().isEmpty()) {
            lines.word(comment(game.root().startingComment()));
        }
        line(lines, game.root(), true);
        lines.word(tags.getOrDefault("Result", "*"));
        lines.end();
        return out.toString();
    }

    private static String tag(String name, String value) {
        return "[" + name + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]\n";
    }

    private static void line(Lines out, MoveNode parent, boolean number) {
        boolean needNumber = number;
        for (MoveNode child = parent.mainChild(); child != null; parent = child, child = child.mainChild()) {
            move(out, child, needNumber);
            needNumber = !child.comment().isEmpty();
            List<MoveNode> alternatives = parent.children();
            for (int i = 1; i < alternatives.size(); i++) {
                MoveNode variation = alternatives.get(i);
                out.word("(");
                if (!variation.startingComment().isEmpty()) {
                    out.word(comment(variation.startingComment()));
                }
                move(out, variation, true);
                line(out, variation, !variation.comment().isEmpty());
                out.word(")");
                needNumber = true;
            }
        }
    }

    private static void move(Lines out, MoveNode node, boolean forceNumber) {
        int number = (node.ply() + 1) / 2;
        if (node.ply() % 2 == 1) {
            out.word(number + ".");
        } else if (forceNumber) {
            out.word(number + "...");
        }
        out.word(node.san());
        for (int nag : node.nags()) {
            out.word("$" + nag);
        }
        if (!node.comment().isEmpty()) {
            out.word(comment(node.comment()));
        }
    }

    /** Words joined by spaces (none after "(" or before ")") in lines of at most 80 columns. */
    private static final class Lines {
        private final StringBuilder out;
        private int column;
        private boolean afterOpen = true;

        Lines(StringBuilder out) {
            this.out = out;
        }

        void word(String word) {
            boolean space = !afterOpen && !word.equals(")");
            if (column > 0 && column + (space ? 1 : 0) + word.length() > WIDTH) {
                out.append('\n');
                column = 0;
                space = false;
            }
            if (space) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
            afterOpen = word.equals("(");
        }

        void end() {
            out.append("\n\n");
        }
    }

    /** The first game of a PGN text (a full model, for editing); throws {@link IOException} with the reader's diagnostic. */
    public static GameTree read(String text, String sourceName) throws IOException {
        try (PgnReader reader = PgnReader.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName, PgnOptions.defaults())) {
            return firstGame(reader);
        }
    }

    /** The first game of a PGN file, plain or compressed (gzip, Zstandard), like {@link #read(String, String)}. */
    public static GameTree read(Path file) throws IOException {
        try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults())) {
            return firstGame(reader);
        }
    }

    private static GameTree firstGame(PgnReader reader) throws IOException {
        PgnRecord record = reader.next();
        if (record == null) {
            throw new IOException(reader.source() + ": no game found");
        }
        if (record instanceof PgnRejection rejection) {
            throw new IOException(rejection.diagnostic().toString());
        }
        return GameTree.fromPgn((PgnGame) record);
    }

    /** A PGN comment cannot hold a closing brace: it would end the comment early. */
    private static String comment(String text) {
        return "{" + text.replace('}', ')') + "}";
    }
}
