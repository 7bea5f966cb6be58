package rookery.database.replay;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.San;
import rookery.database.PawnStructure;
import rookery.database.StructureMove;
import rookery.database.encoding.MovesBlob;
import rookery.database.encoding.ResultCodes;
import rookery.database.sql.StoredGames;

/** The piece moves (not pawn moves) the games of a pawn structure played while they had it: the plans that go with it. */
public final class PieceMoves {

    private PieceMoves() {
    }

    public static List<StructureMove> of(Connection connection, PawnStructure structure, long[] ids, int limit) throws SQLException {
        Map<String, int[]> tally = new HashMap<>();
        MovesBlob.Decoder decoder = new MovesBlob.Decoder();
        try (StoredGames.Reader games = new StoredGames.Reader(connection)) {
            for (long id : ids) {
                StoredGames.StoredGame game = games.read(id);
                if (game != null) {
                    count(game.startPosition(), game.moves(), ResultCodes.code(game.result()), structure, tally, decoder);
                }
            }
        }
        List<StructureMove> moves = new ArrayList<>();
        tally.forEach((key, counts) -> moves.add(new StructureMove(key.substring(1), key.charAt(0) == 'w' ? Color.WHITE : Color.BLACK,
                counts[0], counts[2] == 0 ? 0 : 50.0 * counts[1] / counts[2])));
        moves.sort(Comparator.comparingInt(StructureMove::games).reversed().thenComparing(StructureMove::san));
        return moves.subList(0, Math.min(limit, moves.size()));
    }

    /** Adds the game's piece moves in the structure to {@code tally}: games, twice the mover's points, decided or drawn games. */
    private static void count(Position position, byte[] ranks, int result, PawnStructure structure, Map<String, int[]> tally,
            MovesBlob.Decoder decoder) {
        Set<String> played = new HashSet<>();
        for (int ply = 0; ply < ranks.length; ply++) {
            int move = decoder.moveOrNone(position, ranks, ply);
            if (move == Move.NONE) {
                return;
            }
            if (structure.matches(position) && position.pieceAt(Move.from(move)).role() != Role.PAWN) {
                Color side = position.turn();
                String key = (side == Color.WHITE ? "w" : "b") + San.format(position, move);
                if (played.add(key)) {
                    int[] counts = tally.computeIfAbsent(key, k -> new int[3]);
                    counts[0]++;
                    if (ResultCodes.decided(result)) {
                        counts[1] += ResultCodes.points2(result, side);
                        counts[2]++;
                    }
                }
            }
            position.play(move);
        }
    }
}
