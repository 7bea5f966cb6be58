package rookery.ui.model;

import rookery.database.GameHeader;
import rookery.database.GameSort;

/** The games list's columns: their titles, cell texts and orders. */
public enum GameColumn {
    WHITE("White", "The player of the white pieces", GameSort.WHITE),
    WHITE_ELO("Elo", "White's rating", GameSort.WHITE_ELO),
    BLACK("Black", "The player of the black pieces", GameSort.BLACK),
    BLACK_ELO("Elo", "Black's rating", GameSort.BLACK_ELO),
    RESULT("Result", "1-0 White won, 0-1 Black won, 1/2-1/2 drawn, * unfinished", GameSort.RESULT),
    DATE("Date", "The date the game was played", GameSort.DATE),
    EVENT("Event", "The tournament or match", GameSort.EVENT),
    ECO("ECO", "The opening's ECO code", GameSort.ECO),
    PLIES("Plies", "The game's length in half-moves", GameSort.PLIES);

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

    public String text(GameHeader game) {
        return switch (this) {
            case WHITE -> nullToEmpty(game.white());
            case WHITE_ELO -> game.whiteElo() == 0 ? "" : Integer.toString(game.whiteElo());
            case BLACK -> nullToEmpty(game.black());
            case BLACK_ELO -> game.blackElo() == 0 ? "" : Integer.toString(game.blackElo());
            case RESULT -> game.result().pgn();
            case DATE -> nullToEmpty(game.date());
            case EVENT -> nullToEmpty(game.event());
            case ECO -> nullToEmpty(game.eco());
            case PLIES -> Integer.toString(game.plies());
        };
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
