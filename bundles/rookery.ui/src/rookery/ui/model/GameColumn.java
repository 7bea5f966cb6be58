package rookery.ui.model;

import java.util.Locale;

import rookery.database.GameHeader;
import rookery.database.GameSort;
import rookery.database.SideFigures;
import rookery.database.StoredReview;

/** The games list's columns: their titles, cell texts and orders; all but the players' can be hidden. */
public enum GameColumn {
    WHITE("White", "The player of the white pieces", GameSort.WHITE),
    WHITE_ELO("Elo", "White's rating", GameSort.WHITE_ELO),
    BLACK("Black", "The player of the black pieces", GameSort.BLACK),
    BLACK_ELO("Elo", "Black's rating", GameSort.BLACK_ELO),
    RESULT("Result", "1-0 White won, 0-1 Black won, 1/2-1/2 drawn, * unfinished", GameSort.RESULT),
    DATE("Date", "The date the game was played", GameSort.DATE),
    EVENT("Event", "The tournament or match", GameSort.EVENT),
    SITE("Site", "Where the game was played", GameSort.SITE),
    ROUND("Round", "The round of the event", GameSort.ROUND),
    ECO("ECO", "The opening's ECO code", GameSort.ECO),
    OPENING("Opening", "The opening's name", GameSort.OPENING),
    PLIES("Plies", "The game's length in half-moves", GameSort.PLIES),
    TIME_CONTROL("Time", "The time control (the TimeControl tag: seconds+increment); sorted by the game's estimated duration", GameSort.TIME_CONTROL),
    WHITE_ACCURACY("W Acc", "White's accuracy (0-100, lichess's measure) in the engine review stored with the game", GameSort.WHITE_ACCURACY),
    BLACK_ACCURACY("B Acc", "Black's accuracy (0-100, lichess's measure) in the engine review stored with the game", GameSort.BLACK_ACCURACY);

    private final String title;
    private final String tooltip;
    private final GameSort sort;

    GameColumn(String title, String tooltip, GameSort sort) {
        this.title = title;
        this.tooltip = tooltip;
        this.sort = sort;
    }

    public String title() {
        return title;
    }

    /** The header's tooltip: what the column shows, and that a click sorts every matching game by it. */
    public String tooltip() {
        return tooltip + ". Click to sort all the games listed by it; click again to reverse.";
    }

    /** The database's order of this column. */
    public GameSort sort() {
        return sort;
    }

    /** Whether the column shows a stored engine review, and is shown only when listed games have one. */
    public boolean fromReview() {
        return this == WHITE_ACCURACY || this == BLACK_ACCURACY;
    }

    /** Whether the user may hide the column (a right-click on the list's header): every one but the players' names. */
    public boolean optional() {
        return this != WHITE && this != BLACK;
    }

    /** @param review the game's stored engine review, or null */
    public String text(GameHeader game, StoredReview review) {
        return switch (this) {
            case WHITE -> nullToEmpty(game.white());
            case WHITE_ELO -> game.whiteElo() == 0 ? "" : Integer.toString(game.whiteElo());
            case BLACK -> nullToEmpty(game.black());
            case BLACK_ELO -> game.blackElo() == 0 ? "" : Integer.toString(game.blackElo());
            case RESULT -> game.result().pgn();
            case DATE -> nullToEmpty(game.date());
            case EVENT -> nullToEmpty(game.event());
            case SITE -> nullToEmpty(game.site());
            case ROUND -> nullToEmpty(game.round());
            case ECO -> nullToEmpty(game.eco());
            case OPENING -> nullToEmpty(game.opening());
            case PLIES -> Integer.toString(game.plies());
            case TIME_CONTROL -> nullToEmpty(game.timeControl());
            case WHITE_ACCURACY -> review == null ? "" : accuracy(review.white());
            case BLACK_ACCURACY -> review == null ? "" : accuracy(review.black());
        };
    }

    private static String accuracy(SideFigures side) {
        return Double.isNaN(side.accuracy()) ? "" : String.format(Locale.ROOT, "%.1f", side.accuracy());
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
