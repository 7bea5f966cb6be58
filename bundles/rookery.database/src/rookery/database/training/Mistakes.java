package rookery.database.training;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.Game;
import rookery.database.GameHeader;
import rookery.database.GameList;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;
import rookery.database.StoredReview;

/** The mistakes and blunders a player made in the reviewed games of a database, newest game first, in move order. */
public final class Mistakes {
    private static final int MISTAKE = 2;
    private static final int BLUNDER = 4;
    private static final int PAGE = 500;

    private Mistakes() {
    }

    /** Every ?/?? move of {@code player} (the name as stored, any case) in the games with a stored review. */
    public static List<Mistake> of(OpeningDatabase database, String player) throws IOException, SQLException {
        List<Mistake> found = new ArrayList<>();
        String query = "player:\"" + player.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        for (int offset = 0;; offset += PAGE) {
            GameList page = database.games(GameSearch.of(null, query, GameSort.DATE), offset, PAGE);
            for (GameHeader header : page.games()) {
                StoredReview review = page.reviews().get(header.id());
                if (review != null) {
                    found.addAll(inGame(database.game(header.id()), review, player));
                }
            }
            if (offset + PAGE >= page.total()) {
                return found;
            }
        }
    }

    /** The ?/?? moves of {@code player} in one reviewed game. */
    public static List<Mistake> inGame(Game game, StoredReview review, String player) {
        List<Mistake> found = new ArrayList<>();
        Position position = game.startPosition();
        int[] moves = game.moves();
        int[] nags = review.nags();
        Map<Color, String> names = Map.of(Color.WHITE, game.header().white(), Color.BLACK, game.header().black());
        for (int i = 0; i < moves.length; i++) {
            Color side = position.turn();
            if ((nags[i] == MISTAKE || nags[i] == BLUNDER) && names.get(side).equalsIgnoreCase(player)) {
                found.add(new Mistake(game.header().id(), i + 1, side, names.get(side), position.variant(), position.fen(),
                        Move.toUci(moves[i], position.variant().isChess960()), San.format(position, moves[i]), nags[i],
                        review.evals().get(i), review.evals().get(i + 1)));
            }
            position.play(moves[i]);
        }
        return found;
    }
}
