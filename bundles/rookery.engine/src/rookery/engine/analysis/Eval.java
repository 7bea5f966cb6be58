package rookery.engine.analysis;

import java.util.List;
import java.util.Locale;

import rookery.chess.Color;
import rookery.engine.Score;

/**
 * A position's evaluation from White's point of view: centipawns, mate in a number of moves
 * (positive: White mates), a checkmate on the board ({@code value} +1: White has mated, -1:
 * Black has), or the verdict of the Syzygy tables with the fifty-move rule ({@code value} +1: White
 * wins, 0: draw, -1: Black wins), judged as a win, draw or loss.
 */
public record Eval(Kind kind, int value) {

    public enum Kind {
        CENTIPAWNS, MATE, CHECKMATE, TABLEBASE
    }

    public Eval {
        if (kind == null) {
            throw new IllegalArgumentException("kind is required");
        }
        if (kind == Kind.MATE && value == 0) {
            throw new IllegalArgumentException("a mate in 0 is a checkmate");
        }
        if (kind == Kind.CHECKMATE && Math.abs(value) != 1) {
            throw new IllegalArgumentException("a checkmate's value is +1 (White mated) or -1 (Black mated)");
        }
        if (kind == Kind.TABLEBASE && Math.abs(value) > 1) {
            throw new IllegalArgumentException("a tablebase verdict is +1 (White wins), 0 (draw) or -1 (Black wins)");
        }
    }

    public static Eval centipawns(int value) {
        return new Eval(Kind.CENTIPAWNS, value);
    }

    /** Mate in {@code moves} moves, positive when White mates. */
    public static Eval mate(int moves) {
        return new Eval(Kind.MATE, moves);
    }

    public static Eval checkmate(Color winner) {
        return new Eval(Kind.CHECKMATE, winner == Color.WHITE ? 1 : -1);
    }

    /** The tables' verdict: +1 White wins, 0 draw, -1 Black wins. */
    public static Eval tablebase(int whiteResult) {
        return new Eval(Kind.TABLEBASE, whiteResult);
    }

    /** The engine's score (side to move's view) seen from White. */
    public static Eval of(Score score, Color sideToMove) {
        int sign = sideToMove == Color.WHITE ? 1 : -1;
        if (!score.isMate()) {
            return centipawns(sign * score.value());
        }
        if (score.value() == 0) {
            return checkmate(sideToMove.other());
        }
        return mate(sign * score.value());
    }

    public boolean isMate() {
        return kind == Kind.MATE || kind == Kind.CHECKMATE;
    }

    /** The words of the tables' verdicts, as {@link #tablebaseText()} gives them. */
    public static final List<String> TABLEBASE_TEXTS = List.of("TB win for White", "TB draw", "TB win for Black");

    /** "TB win for White", "TB draw", "TB win for Black" (null for an evaluation not from the tables). */
    public String tablebaseText() {
        if (kind != Kind.TABLEBASE) {
            return null;
        }
        return TABLEBASE_TEXTS.get(1 - value);
    }

    /**
     * Centipawns for winning chances, lichess's way: centipawns clamped to ±1000, a mate in n as
     * ±(21 − min(10, |n|))·100, a checkmate on the board as a mate in 0, a tablebase win as 1000.
     */
    public int winningChancesCentipawns() {
        return switch (kind) {
            case CENTIPAWNS -> Math.max(-1000, Math.min(1000, value));
            case TABLEBASE -> value * 1000;
            case MATE -> Integer.signum(value) * (21 - Math.min(10, Math.abs(value))) * 100;
            case CHECKMATE -> value * 2100;
        };
    }

    /** Centipawns for the average centipawn loss: clamped to ±1000, any mate and a tablebase win as ±1000. */
    public int lossCentipawns() {
        return kind == Kind.CENTIPAWNS ? Math.max(-1000, Math.min(1000, value)) : Integer.signum(value) * 1000;
    }

    /** The same evaluation from the point of view of {@code color} (centipawns or signed moves). */
    public int signedFor(Color color) {
        return color == Color.WHITE ? value : -value;
    }

    /**
     * lichess's {@code [%eval]} text: {@code 0.17}, {@code -1.50}, {@code #3}, {@code #-3}; a
     * checkmate on the board has none (null); a tablebase verdict is written as the centipawns it
     * is judged by ({@code 10.00}, {@code 0.00}, {@code -10.00}), its words go in the comment.
     */
    public String pgnText() {
        return switch (kind) {
            case CENTIPAWNS -> String.format(Locale.ROOT, "%.2f", value / 100.0);
            case TABLEBASE -> String.format(Locale.ROOT, "%.2f", winningChancesCentipawns() / 100.0);
            case MATE -> "#" + value;
            case CHECKMATE -> null;
        };
    }
}
