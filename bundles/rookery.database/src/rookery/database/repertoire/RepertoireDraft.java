package rookery.database.repertoire;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;

/**
 * A player's repertoire drafted from their games (opponent preparation): with the explorer's
 * filter on the player and colour, at the player's turns their most played move, at the
 * opponent's turns every reply played in at least the asked share and number of the player's
 * games there, to a depth.
 */
public final class RepertoireDraft {

    /** A move of the draft with its figures in the player's games, and what follows it (the first child is the main line). */
    public record Node(int move, MoveFigures figures, List<Node> children) {
    }

    private RepertoireDraft() {
    }

    /** The moves from the start position (the root's children). */
    public static List<Node> build(OpeningDatabase database, String player, Color color, double minShare, int minGames, int maxPly)
            throws IOException, SQLException {
        if (player == null || player.isBlank() || minShare < 0 || minShare > 100 || minGames < 1 || maxPly < 1) {
            throw new IllegalArgumentException("a draft needs a player, a share between 0 and 100 %, at least 1 game and 1 ply");
        }
        ExploreFilter filter = ExploreFilter.NONE.withPlayer(player, color).withLowSampleThreshold(0);
        return build(position -> {
            Exploration exploration = database.explore(position, filter);
            List<MoveSource.Played> moves = new ArrayList<>();
            for (MoveStatistics move : exploration.moves()) {
                moves.add(new MoveSource.Played(move.move(), move.san(), move.games(), move.score()));
            }
            return new MoveSource.Tally(exploration.games(), moves);
        }, color, minShare, minGames, maxPly);
    }

    /** The draft of the player whose moves the source gives (the moves from the start position). */
    public static List<Node> build(MoveSource source, Color color, double minShare, int minGames, int maxPly) throws IOException, SQLException {
        return children(source, color, minShare, minGames, maxPly, Position.startpos(), 0, new HashSet<>());
    }

    private static List<Node> children(MoveSource source, Color color, double minShare, int minGames, int maxPly, Position position,
            int ply, Set<Long> onLine) throws IOException, SQLException {
        List<Node> children = new ArrayList<>();
        if (ply >= maxPly || !onLine.add(position.key())) {
            return children;
        }
        MoveSource.Tally tally = source.tally(position);
        for (MoveSource.Played move : tally.moves()) {
            double share = tally.games() == 0 ? 0 : 100.0 * move.games() / tally.games();
            boolean wanted = position.turn() == color ? children.isEmpty() && move.games() >= minGames
                    : share >= minShare && move.games() >= minGames;
            if (wanted) {
                Position next = position.copy();
                next.play(move.move());
                children.add(new Node(move.move(), new MoveFigures(move.san(), move.games(), share, move.score()),
                        children(source, color, minShare, minGames, maxPly, next, ply + 1, onLine)));
            }
        }
        onLine.remove(position.key());
        return children;
    }
}
