package rookery.pgn;

import rookery.chess.Square;

/**
 * A shape drawn on the board for a move, as lichess and ChessBase keep it in the move's comment:
 * an arrow from one square to another ({@code [%cal Ge2e4]}), or a circle on one square
 * ({@code [%csl Gd5]}) when {@code from} and {@code to} are the same.
 */
public record Drawing(Colour colour, int from, int to) {

    /** The four colours of the format, each written as its initial. */
    public enum Colour {
        GREEN('G'), RED('R'), BLUE('B'), YELLOW('Y');

        private final char letter;

        Colour(char letter) {
            this.letter = letter;
        }

        public char letter() {
            return letter;
        }

        /** The colour a letter stands for (either case), or null. */
        public static Colour of(char letter) {
            for (Colour colour : values()) {
                if (colour.letter == Character.toUpperCase(letter)) {
                    return colour;
                }
            }
            return null;
        }
    }

    public Drawing {
        if (colour == null || from < 0 || from > 63 || to < 0 || to > 63) {
            throw new IllegalArgumentException("not a drawing: " + colour + " " + from + " " + to);
        }
    }

    public static Drawing circle(Colour colour, int square) {
        return new Drawing(colour, square, square);
    }

    public static Drawing arrow(Colour colour, int from, int to) {
        return new Drawing(colour, from, to);
    }

    public boolean isCircle() {
        return from == to;
    }

    /** Whether both mark the same squares, whatever their colours. */
    public boolean sameShape(Drawing other) {
        return from == other.from && to == other.to;
    }

    /** As written in the comment command: {@code Gd5} or {@code Ge2e4}. */
    public String pgn() {
        return colour.letter + Square.name(from) + (isCircle() ? "" : Square.name(to));
    }
}
