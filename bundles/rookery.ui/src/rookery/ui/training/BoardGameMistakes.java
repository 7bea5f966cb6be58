package rookery.ui.training;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.database.training.Mistake;
import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;

/** The mistakes (?) and blunders (??) of a player on the main line of the game on the board, as Game > Analyse Game marks them. */
public final class BoardGameMistakes {
    private static final int MISTAKE = 2;
    private static final int BLUNDER = 4;

    private BoardGameMistakes() {
    }

    public static List<Mistake> of(GameTree game, String player) {
        Map<Color, String> names = Map.of(Color.WHITE, game.tags().getOrDefault("White", "?"), Color.BLACK, game.tags().getOrDefault("Black", "?"));
        List<Mistake> found = new ArrayList<>();
        for (MoveNode node = game.root().mainChild(); node != null; node = node.mainChild()) {
            Position before = game.positionAt(node.parent());
            Color side = before.turn();
            int nag = glyph(node.nags());
            if (nag != 0 && names.get(side).equalsIgnoreCase(player)) {
                found.add(new Mistake(0, node.ply(), side, names.get(side), before.variant(), before.fen(),
                        Move.toUci(node.move(), before.variant().isChess960()), node.san(), nag, null, null));
            }
        }
        return found;
    }

    private static int glyph(int[] nags) {
        for (int nag : nags) {
            if (nag == MISTAKE || nag == BLUNDER) {
                return nag;
            }
        }
        return 0;
    }
}
