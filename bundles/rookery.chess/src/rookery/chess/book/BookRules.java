package rookery.chess.book;

import rookery.chess.Color;

/**
 * Which counted moves a built book keeps, as polyglot's {@code make-book} decides: at least
 * {@code minGames} games, some points, a score of at least {@code minScore} (0..1) for the side to
 * move, only one side's moves when {@code onlyFor} is set; weights the points, or 1 when
 * {@code uniform}.
 */
public record BookRules(int minGames, double minScore, Color onlyFor, boolean uniform) {

    /** polyglot's defaults: 3 games, any score, both sides, weights from points. */
    public static final BookRules DEFAULT = new BookRules(3, 0, null, false);

    public BookRules {
        if (minGames < 1) {
            throw new IllegalArgumentException("the minimum number of games must be at least 1, not " + minGames);
        }
        if (!(minScore >= 0 && minScore <= 1)) {
            throw new IllegalArgumentException("the minimum score must be between 0 and 100 %, not " + minScore * 100 + " %");
        }
    }
}
