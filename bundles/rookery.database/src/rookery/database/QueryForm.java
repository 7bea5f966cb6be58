package rookery.database;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.lucene.queryparser.classic.QueryParserBase;

import rookery.chess.Color;
import rookery.database.index.GameQueryParser;
import rookery.pgn.GameResult;

/**
 * A search form's fields, turned into the query of the games list's language
 * ({@link GameQueryParser}) so that the form teaches it: a player (of either colour, or of the one
 * given) and an opponent, every word of each in the name; the average Elo from/to and the least
 * Elo of each player; years from/to; event and site (every word); an ECO range; the result (from
 * White's side); the length in moves from/to; whether the game has a stored engine review and
 * whether its comments are kept. Blank texts, 0 numbers and null choices leave a field out.
 *
 * @param side the player's colour, null for either
 * @param result null for any
 * @param reviewed null for either
 * @param annotated null for either
 */
public record QueryForm(String player, Color side, String opponent, int minElo, int maxElo, int minEachElo, int fromYear, int toYear,
        String event, String site, String ecoFrom, String ecoTo, GameResult result, int minMoves, int maxMoves, Boolean reviewed,
        Boolean annotated) {

    public static final QueryForm EMPTY = new QueryForm("", null, "", 0, 0, 0, 0, 0, "", "", "", "", null, 0, 0, null, null);

    public QueryForm {
        player = strip(player);
        opponent = strip(opponent);
        event = strip(event);
        site = strip(site);
        ecoFrom = strip(ecoFrom).toUpperCase(Locale.ROOT);
        ecoTo = strip(ecoTo).toUpperCase(Locale.ROOT);
        if (minElo < 0 || maxElo < 0 || minEachElo < 0 || fromYear < 0 || toYear < 0 || minMoves < 0 || maxMoves < 0) {
            throw new IllegalArgumentException("ratings, years and lengths are not negative");
        }
    }

    /** The query: each field filled as a clause, joined by AND; blank when no field is. */
    public String query() {
        List<String> clauses = new ArrayList<>();
        players(clauses);
        range(clauses, "elo", minElo, maxElo);
        if (minEachElo > 0) {
            clauses.add("white_elo:[" + minEachElo + " TO *]");
            clauses.add("black_elo:[" + minEachElo + " TO *]");
        }
        range(clauses, "year", fromYear, toYear);
        words(clauses, "event", event);
        words(clauses, "site", site);
        if (!ecoFrom.isEmpty() || !ecoTo.isEmpty()) {
            String from = ecoFrom.isEmpty() ? "*" : escape(ecoFrom);
            String to = ecoTo.isEmpty() ? "*" : escape(ecoTo);
            clauses.add(ecoFrom.equals(ecoTo) ? "eco:" + from : "eco:[" + from + " TO " + to + "]");
        }
        if (result != null) {
            clauses.add("result:\"" + result.pgn() + "\"");
        }
        if (minMoves > 0 || maxMoves > 0) {
            clauses.add("plies:[" + (minMoves > 0 ? Integer.toString(2 * minMoves - 1) : "*") + " TO "
                    + (maxMoves > 0 ? Integer.toString(2 * maxMoves) : "*") + "]");
        }
        if (reviewed != null) {
            clauses.add(GameQueryParser.REVIEWED + ":" + (reviewed ? "yes" : "no"));
        }
        if (annotated != null) {
            clauses.add(GameQueryParser.ANNOTATED + ":" + (annotated ? "yes" : "no"));
        }
        return String.join(" AND ", clauses);
    }

    private void players(List<String> clauses) {
        if (player.isEmpty() && opponent.isEmpty()) {
            return;
        }
        if (side == null) {
            if (!player.isEmpty() && !opponent.isEmpty()) {
                clauses.add("((" + field("white", player) + " AND " + field("black", opponent) + ") OR (" + field("white", opponent)
                        + " AND " + field("black", player) + "))");
            } else {
                clauses.add(field("player", player.isEmpty() ? opponent : player));
            }
            return;
        }
        String own = side == Color.WHITE ? "white" : "black";
        String other = side == Color.WHITE ? "black" : "white";
        if (!player.isEmpty()) {
            clauses.add(field(own, player));
        }
        if (!opponent.isEmpty()) {
            clauses.add(field(other, opponent));
        }
    }

    private static void words(List<String> clauses, String field, String text) {
        if (!text.isEmpty()) {
            clauses.add(field(field, text));
        }
    }

    /** Every word of the text in the field. */
    private static String field(String field, String text) {
        String[] words = text.split("[\\s,]+");
        List<String> escaped = new ArrayList<>();
        for (String word : words) {
            if (!word.isEmpty()) {
                escaped.add(escape(word));
            }
        }
        return escaped.size() == 1 ? field + ":" + escaped.get(0) : field + ":(" + String.join(" AND ", escaped) + ")";
    }

    private static void range(List<String> clauses, String field, int from, int to) {
        if (from > 0 || to > 0) {
            clauses.add(field + ":[" + (from > 0 ? Integer.toString(from) : "*") + " TO " + (to > 0 ? Integer.toString(to) : "*") + "]");
        }
    }

    private static String escape(String word) {
        return QueryParserBase.escape(word);
    }

    private static String strip(String text) {
        return text == null ? "" : text.strip();
    }
}
