package rookery.ui.model;

import java.util.Comparator;

import rookery.database.GameHeader;

/** The games list's columns: their titles, cell texts and orders. */
public enum GameColumn {
    WHITE("White"), WHITE_ELO("Elo"), BLACK("Black"), BLACK_ELO("Elo"), RESULT("Result"), DATE("Date"), EVENT("Event"),
    ECO("ECO"), PLIES("Plies");

    private final String title;

    GameColumn(String title) {
        this.title = title;
    }

    public String title() {
        return title;
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

    /** Ascending order of this column (numbers as numbers, names ignoring case). */
    public Comparator<GameHeader> order() {
        return switch (this) {
            case WHITE_ELO -> Comparator.comparingInt(GameHeader::whiteElo);
            case BLACK_ELO -> Comparator.comparingInt(GameHeader::blackElo);
            case PLIES -> Comparator.comparingInt(GameHeader::plies);
            default -> Comparator.comparing(this::text, String.CASE_INSENSITIVE_ORDER);
        };
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
