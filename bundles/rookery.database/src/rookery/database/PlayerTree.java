package rookery.database;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.repertoire.MoveSource;
import rookery.pgn.GameResult;

/**
 * A player's decided games with one colour tallied in memory by position (transpositions merged,
 * each game counted once per position, at the first time it reaches it) and move, for the first
 * plies: the explorer's figures under the player filter for those positions, without asking the
 * index for each.
 */
final class PlayerTree implements MoveSource {

    private final int plies;
    private final Map<Long, Map<Integer, int[]>> byPosition = new HashMap<>();

    PlayerTree(int plies) {
        this.plies = plies;
    }

    /** Adds a decided game: its start, moves and result. */
    void add(Position start, int[] moves, GameResult result) {
        int outcome = switch (result) {
            case WHITE_WINS -> 0;
            case DRAW -> 1;
            case BLACK_WINS -> 2;
            default -> -1;
        };
        if (outcome < 0) {
            return;
        }
        Position position = start.copy();
        Set<Long> seen = new HashSet<>();
        for (int ply = 0; ply < Math.min(plies, moves.length); ply++) {
            if (seen.add(position.key())) {
                byPosition.computeIfAbsent(position.key(), key -> new HashMap<>()).computeIfAbsent(moves[ply], move -> new int[3])[outcome]++;
            }
            position.play(moves[ply]);
        }
    }

    @Override
    public Tally tally(Position position) {
        Map<Integer, int[]> moves = byPosition.getOrDefault(position.key(), Map.of());
        List<Played> played = new ArrayList<>();
        int games = 0;
        for (Map.Entry<Integer, int[]> move : moves.entrySet()) {
            int[] results = move.getValue();
            int count = results[0] + results[1] + results[2];
            int wins = position.turn() == Color.WHITE ? results[0] : results[2];
            games += count;
            played.add(new Played(move.getKey(), San.format(position, move.getKey()), count, (wins + results[1] / 2.0) * 100 / count));
        }
        played.sort(Comparator.comparingInt(Played::games).reversed().thenComparing(Played::san));
        return new Tally(games, played);
    }
}
