package rookery.server.query;

import java.util.List;
import java.util.Map;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.ExploreFilter;
import rookery.database.Speed;

/**
 * One explorer request in our terms: the position, the games counted ({@link ExploreFilter}),
 * how many moves and games to list, and whether the history is wanted. The factory methods read
 * the parameters of {@code /masters}, {@code /lichess} and {@code /player}.
 */
public record ExplorerQuery(Position position, ExploreFilter filter, int moves, int topGames, int recentGames, boolean history) {

    /** lichess lists 12 moves unless asked otherwise. */
    public static final int DEFAULT_MOVES = 12;
    /** The most games of one list; lichess's masters explorer lists at most 15 top games. */
    public static final int MAX_GAMES = 15;
    /** More moves than a position can have. */
    public static final int MAX_MOVES = Position.MAX_MOVES;

    private static final Set<String> MASTERS = Set.of("fen", "play", "variant", "since", "until", "moves", "topGames",
            "recentGames", "history");
    private static final Set<String> LICHESS = Set.of("fen", "play", "variant", "since", "until", "moves", "topGames",
            "recentGames", "history", "ratings", "speeds");
    private static final Set<String> PLAYER = Set.of("fen", "play", "variant", "since", "until", "moves", "recentGames",
            "player", "color", "modes", "speeds");

    public static ExplorerQuery masters(Map<String, List<String>> raw) {
        Parameters parameters = new Parameters(raw, MASTERS);
        return of(parameters, years(parameters), MAX_GAMES, 0);
    }

    public static ExplorerQuery lichess(Map<String, List<String>> raw) {
        Parameters parameters = new Parameters(raw, LICHESS);
        Set<Speed> speeds = Speeds.of(parameters.list("speeds"));
        int[] elo = RatingGroups.eloRange(parameters.list("ratings"));
        return of(parameters, years(parameters).withElo(elo[0], elo[1]).withSpeeds(speeds), 4, 4);
    }

    public static ExplorerQuery player(Map<String, List<String>> raw) {
        Parameters parameters = new Parameters(raw, PLAYER);
        String player = parameters.text("player");
        if (player == null || player.isBlank()) {
            throw new BadParameterException("player", "required: the player's name");
        }
        String color = parameters.text("color");
        Color side;
        if ("white".equals(color)) {
            side = Color.WHITE;
        } else if ("black".equals(color)) {
            side = Color.BLACK;
        } else {
            throw new BadParameterException("color", color == null ? "required: white or black" : "not white or black: '" + color + "'");
        }
        Set<Speed> speeds = Speeds.of(parameters.list("speeds"));
        for (String mode : parameters.list("modes")) {
            if (!mode.equals("casual") && !mode.equals("rated")) {
                throw new BadParameterException("modes", "unknown mode '" + mode + "' (casual or rated)");
            }
        }
        return of(parameters, years(parameters).withPlayer(player, side).withSpeeds(speeds), 0, MAX_GAMES);
    }

    private static ExploreFilter years(Parameters parameters) {
        int since = Years.of(parameters, "since");
        int until = Years.of(parameters, "until");
        if (since > 0 && until > 0 && since > until) {
            throw new BadParameterException("until", "before since");
        }
        return ExploreFilter.NONE.withYears(since, until);
    }

    private static ExplorerQuery of(Parameters parameters, ExploreFilter filter, int topGames, int recentGames) {
        String variant = parameters.text("variant");
        if (variant != null && !variant.equals("standard")) {
            throw new BadParameterException("variant", "only standard is served, not '" + variant + "'");
        }
        return new ExplorerQuery(Play.position(parameters), filter, parameters.number("moves", 0, MAX_MOVES, DEFAULT_MOVES),
                parameters.number("topGames", 0, MAX_GAMES, topGames), parameters.number("recentGames", 0, MAX_GAMES, recentGames),
                parameters.flag("history", false));
    }
}
