package rookery.pgn;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.util.List;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;

/**
 * Writes games in the PGN export format: the seven tag roster first (missing tags as "?"), then
 * the other tags in file order, a blank line, the movetext in lines of at most 80 columns
 * (a single word longer than that stands alone), with comments, NAGs ({@code $n}) and
 * variations, SAN derived from the moves, and the termination marker.
 */
public final class PgnWriter {

    static final int LINE_WIDTH = 80;

    private PgnWriter() {
    }

    public static String write(PgnGame game) {
        StringBuilder out = new StringBuilder(1024);
        try {
            write(game, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /**
     * A UTF-8 writer of a PGN file, compressed as its name says: {@code .gz} gzip, {@code .zst}
     * Zstandard (as lichess publishes its database), else plain; the file is created or emptied.
     */
    public static Writer open(Path file) throws IOException {
        OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
        try {
            return new BufferedWriter(new OutputStreamWriter(Compression.ofName(file.getFileName().toString()).encoder(out),
                    StandardCharsets.UTF_8), 1 << 16);
        } catch (IOException | RuntimeException e) {
            out.close();
            throw e;
        }
    }

    /** Writes the game followed by a blank line, so that games can be written one after another. */
    public static void write(PgnGame game, Appendable out) throws IOException {
        StringBuilder text = new StringBuilder(1024);
        tags(game, text);
        text.append('\n');
        Movetext movetext = new Movetext(text, new Replay(game.startPosition()));
        if (game.hasTree()) {
            GameNode root = game.root();
            if (root.comment() != null) {
                movetext.comment(root.comment());
            }
            movetext.line(root, true, true);
        } else {
            movetext.mainline(game.mainline());
        }
        movetext.word(game.result().pgn());
        text.append("\n\n");
        out.append(text);
    }

    private static void tags(PgnGame game, StringBuilder out) {
        PgnTags tags = game.tags();
        for (String name : PgnTags.SEVEN_TAG_ROSTER) {
            String value = tags.get(name);
            if (value == null) {
                value = switch (name) {
                    case "Date" -> "????.??.??";
                    case "Result" -> game.result().pgn();
                    default -> "?";
                };
            }
            tag(out, name, value);
        }
        for (String name : tags.names()) {
            if (!PgnTags.SEVEN_TAG_ROSTER.contains(name)) {
                tag(out, name, tags.get(name));
            }
        }
    }

    private static void tag(StringBuilder out, String name, String value) {
        out.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
        out.append("\"]\n");
    }

    /** Movetext words laid out in lines, and the position that gives each move its SAN. */
    private static final class Movetext {
        private final StringBuilder out;
        private final Replay replay;
        private int column;
        /** Written before the next word without a space: an opening parenthesis. */
        private String prefix = "";

        Movetext(StringBuilder out, Replay replay) {
            this.out = out;
            this.replay = replay;
        }

        /** Writes the line that continues from {@code from}, with its variations; {@code startsGame} when {@code from} is the root. */
        void line(GameNode from, boolean numberNextMove, boolean startsGame) {
            boolean number = numberNextMove;
            for (GameNode node = from; node.mainChild() != null; node = node.mainChild()) {
                List<GameNode> children = node.children();
                GameNode main = children.get(0);
                number = move(main, number, startsGame && node == from);
                for (int i = 1; i < children.size(); i++) {
                    variation(children.get(i));
                }
                number |= children.size() > 1;
                play(main.move());
            }
        }

        private void variation(GameNode first) {
            int depth = replay.depth();
            prefix = "(";
            boolean number = move(first, true, true);
            play(first.move());
            line(first, number, false);
            while (replay.depth() > depth) {
                replay.undo();
            }
            glue(")");
        }

        /**
         * Writes one move with its annotations; returns whether the next move needs its number.
         * {@code number} also tells that a comment or a variation follows the move before. A
         * comment before the move opens a game or variation ({@code ({Or} 1. d4)}); inside a line
         * it is the second comment after the move before ({@code 1. e4 {after} {before} 1... e5},
         * with {@code {}} for a missing first), since PGN has no other place for it.
         */
        private boolean move(GameNode node, boolean number, boolean startsLine) {
            if (node.startingComment() != null) {
                if (!number && !startsLine) {
                    comment("");
                }
                comment(node.startingComment());
                number = true;
            }
            Position position = replay.position();
            String san = node.isNullMove() ? "--" : San.format(position, node.move());
            if (position.turn() == Color.WHITE) {
                word(position.fullmoveNumber() + ". " + san);
            } else {
                word(number ? position.fullmoveNumber() + "... " + san : san);
            }
            for (int nag : node.nags()) {
                word("$" + nag);
            }
            if (node.comment() != null) {
                comment(node.comment());
                return true;
            }
            return false;
        }

        void mainline(int[] moves) {
            for (int move : moves) {
                Position position = replay.position();
                String san = move == Move.NONE ? "--" : San.format(position, move);
                word(position.turn() == Color.WHITE ? position.fullmoveNumber() + ". " + san : san);
                play(move);
            }
        }

        private void play(int move) {
            if (move == Move.NONE) {
                replay.playNullMove();
            } else {
                replay.play(move);
            }
        }

        /**
         * A brace comment, breakable at its spaces; a word starting with '%' or '[' stays on the
         * line of the word before it, so that no line starts with an escape or a tag pair. A
         * comment containing '}' can only be a rest-of-line comment.
         */
        void comment(String text) {
            if (text.indexOf('}') >= 0) {
                word(";" + text);
                out.append('\n');
                column = 0;
                return;
            }
            String[] words = text.isEmpty() ? new String[] {""} : text.split(" ");
            StringBuilder unit = new StringBuilder("{").append(words[0]);
            for (int i = 1; i < words.length; i++) {
                char first = words[i].charAt(0);
                if (first == '%' || first == '[') {
                    unit.append(' ').append(words[i]);
                } else {
                    word(unit.toString());
                    unit.setLength(0);
                    unit.append(words[i]);
                }
            }
            word(unit.append('}').toString());
        }

        /** A word, on the current line when it fits, else on a new one. */
        void word(String text) {
            String word = prefix + text;
            prefix = "";
            if (column > 0 && column + 1 + word.length() > LINE_WIDTH) {
                out.append('\n');
                column = 0;
            }
            if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
        }

        /** A closing parenthesis: right after the previous word. */
        private void glue(String text) {
            if (column + text.length() > LINE_WIDTH) {
                out.append('\n');
                column = 0;
            }
            out.append(text);
            column += text.length();
        }
    }
}
