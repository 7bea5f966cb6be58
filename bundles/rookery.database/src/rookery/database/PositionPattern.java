package rookery.database;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Color;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Square;

/**
 * A partial position: pieces on squares ({@code Bh7}: a white bishop on h7, {@code kg8}: the black
 * king on g8), empty squares ({@code -f7}) and optionally the side to move ({@code w} or {@code b}),
 * written as tokens separated by commas or spaces. With {@code mirrored} the pattern with colours
 * swapped and the board turned top to bottom matches too.
 */
public final class PositionPattern {

    private final String text;
    /** Required squares by {@link Piece#ordinal()}. */
    private final long[] pieces = new long[Piece.values().length];
    private long empty;
    private Color turn;
    private final boolean mirrored;
    private PositionPattern mirror;

    private PositionPattern(String text, boolean mirrored) {
        this.text = text;
        this.mirrored = mirrored;
    }

    /**
     * @throws IllegalArgumentException naming the token that does not parse or contradicts another
     */
    public static PositionPattern parse(String text, boolean mirrored) {
        PositionPattern pattern = new PositionPattern(text == null ? "" : text.strip(), mirrored);
        List<String> tokens = new ArrayList<>();
        for (String token : pattern.text.split("[,\\s]+")) {
            if (!token.isEmpty()) {
                tokens.add(token);
            }
        }
        if (tokens.isEmpty()) {
            throw new IllegalArgumentException("pattern '" + pattern.text + "' has no condition: write e.g. \"Bh7,kg8,-f7\"");
        }
        for (int i = 0; i < tokens.size(); i++) {
            pattern.add(tokens.get(i), i + 1);
        }
        if (mirrored) {
            pattern.mirror = pattern.flipped();
        }
        return pattern;
    }

    private void add(String token, int number) {
        String where = "pattern token " + number + " '" + token + "': ";
        if (token.equals("w") || token.equals("b")) {
            Color side = token.equals("w") ? Color.WHITE : Color.BLACK;
            if (turn != null && turn != side) {
                throw new IllegalArgumentException(where + "the side to move is already " + turn.name().toLowerCase());
            }
            turn = side;
            return;
        }
        if (token.length() != 3) {
            throw new IllegalArgumentException(where + "write a piece and a square (Bh7, kg8), '-' and a square (-f7), or w or b");
        }
        int square = Square.parse(token.substring(1));
        if (square == Square.NONE) {
            throw new IllegalArgumentException(where + "'" + token.substring(1) + "' is not a square");
        }
        long bit = 1L << square;
        if (((empty | occupiedByPattern()) & bit) != 0) {
            throw new IllegalArgumentException(where + Square.name(square) + " already has a condition");
        }
        char c = token.charAt(0);
        if (c == '-') {
            empty |= bit;
            return;
        }
        Piece piece = Piece.fromFenChar(c);
        if (piece == null) {
            throw new IllegalArgumentException(where + "'" + c + "' is not a piece (KQRBNP white, kqrbnp black, - empty)");
        }
        pieces[piece.ordinal()] |= bit;
    }

    private long occupiedByPattern() {
        long all = 0;
        for (long squares : pieces) {
            all |= squares;
        }
        return all;
    }

    private PositionPattern flipped() {
        PositionPattern flipped = new PositionPattern(text, false);
        for (Piece piece : Piece.values()) {
            Piece swapped = Piece.of(piece.color().other(), piece.role());
            flipped.pieces[swapped.ordinal()] = Long.reverseBytes(pieces[piece.ordinal()]);
        }
        flipped.empty = Long.reverseBytes(empty);
        flipped.turn = turn == null ? null : turn.other();
        return flipped;
    }

    public boolean matches(Position position) {
        return matchesAsWritten(position) || mirror != null && mirror.matchesAsWritten(position);
    }

    private boolean matchesAsWritten(Position position) {
        if (turn != null && position.turn() != turn || (position.occupied() & empty) != 0) {
            return false;
        }
        for (Piece piece : Piece.values()) {
            long wanted = pieces[piece.ordinal()];
            if (wanted != 0 && (position.pieces(piece.color(), piece.role()) & wanted) != wanted) {
                return false;
            }
        }
        return true;
    }

    public boolean mirrored() {
        return mirrored;
    }

    @Override
    public String toString() {
        return mirrored ? text + " (either colour)" : text;
    }
}
