package rookery.pgn;

/**
 * An engine evaluation from a {@code [%eval ...]} comment command, from White's point of view:
 * {@code value} is centipawns, or with {@code mate} the signed number of moves to mate.
 * {@code depth} is the search depth, or -1 when the command does not give it.
 */
public record Evaluation(boolean mate, int value, int depth) {

    /** The command's argument as PGN writes it: "0.17", "-1.50", "#3", "#-2", with ",depth" when known. */
    public String pgn() {
        String score;
        if (mate) {
            score = "#" + value;
        } else {
            int magnitude = Math.abs(value);
            score = (value < 0 ? "-" : "") + magnitude / 100 + "." + (magnitude % 100 < 10 ? "0" : "") + magnitude % 100;
        }
        return depth < 0 ? score : score + "," + depth;
    }
}
