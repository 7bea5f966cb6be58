package rookery.ui.game;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Bitboard;
import rookery.chess.Move;
import rookery.chess.Position;

/**
 * Turns a piece picked up on one square and put down on another into legal moves. Castling is
 * entered by moving the king onto its castling square or onto its rook, so in Chess960 one
 * gesture can mean both a king move and castling (king on b1, rook on a1: Kc1 or O-O-O); then,
 * as for promotions, there are several candidates and the user is asked.
 */
public final class MoveInput {
    private MoveInput() {
    }

    /** The squares a piece on {@code from} can be put down on, as a bitboard (empty for no piece of the side to move). */
    public static long targets(Position position, int from) {
        long targets = 0;
        for (int move : position.legalMoves()) {
            if (Move.from(move) != from) {
                continue;
            }
            targets |= Bitboard.of(Move.to(move));
            if (Move.isCastling(move)) {
                targets |= Bitboard.of(Move.castlingKingTarget(move));
            }
        }
        return targets;
    }

    /** The legal moves the gesture {@code from} to {@code to} can mean, in the order to offer them (queen promotion first). */
    public static List<Integer> candidates(Position position, int from, int to) {
        List<Integer> candidates = new ArrayList<>();
        for (int move : position.legalMoves()) {
            if (Move.from(move) != from) {
                continue;
            }
            boolean castlingHere = Move.isCastling(move) && Move.castlingKingTarget(move) == to;
            if (Move.to(move) == to || castlingHere) {
                candidates.add(move);
            }
        }
        candidates.sort((a, b) -> Integer.compare(order(a), order(b)));
        return candidates;
    }

    private static int order(int move) {
        if (!Move.isPromotion(move)) {
            return Move.isCastling(move) ? 1 : 0;
        }
        return switch (Move.promotion(move)) {
            case QUEEN -> 0;
            case KNIGHT -> 1;
            case ROOK -> 2;
            case BISHOP -> 3;
            default -> 4;
        };
    }
}
