package rookery.tablebase.syzygy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import rookery.chess.Color;
import rookery.chess.InvalidPositionException;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Setup;
import rookery.chess.Variant;

/** Random legal positions of a material, in either color orientation, for the oracle and the benchmark. */
final class RandomEndgames {

    private RandomEndgames() {
    }

    /** A random legal position with moves, or null; with {@code enPassant} one where an en passant capture is legal. */
    static Position position(Material material, SplittableRandom random, boolean enPassant) {
        boolean mirrored = random.nextBoolean();
        Piece[] board = new Piece[64];
        Color turn = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        int epSquare = -1;
        if (enPassant) {
            Color pusher = turn.other();
            int file = random.nextInt(8);
            int pawnRank = pusher == Color.WHITE ? 3 : 4;
            int pawn = pawnRank * 8 + file;
            int captureFile = file + (random.nextBoolean() ? 1 : -1);
            if (captureFile < 0 || captureFile > 7) {
                return null;
            }
            board[pawn] = Piece.of(pusher, Role.PAWN);
            board[pawnRank * 8 + captureFile] = Piece.of(turn, Role.PAWN);
            epSquare = pawn + (pusher == Color.WHITE ? -8 : 8);
            int start = pawn + (pusher == Color.WHITE ? -16 : 16);
            // The squares the pawn crossed must stay empty: held by placeholders while the other pieces are placed.
            board[epSquare] = Piece.WHITE_KING;
            board[start] = Piece.WHITE_KING;
            if (material.count(mirrored ^ pusher == Color.BLACK ? 1 : 0, 0) < 1
                    || material.count(mirrored ^ turn == Color.BLACK ? 1 : 0, 0) < 1) {
                return null;
            }
        }
        List<Piece> pieces = new ArrayList<>();
        for (int color = 0; color < 2; color++) {
            Color side = (color == 1) ^ mirrored ? Color.BLACK : Color.WHITE;
            pieces.add(Piece.of(side, Role.KING));
            for (int role = 0; role < 5; role++) {
                int count = material.count(color, role);
                if (enPassant && role == 0) {
                    count--;
                }
                for (int i = 0; i < count; i++) {
                    pieces.add(Piece.of(side, Role.values()[role]));
                }
            }
        }
        for (Piece piece : pieces) {
            int square;
            do {
                square = random.nextInt(64);
            } while (board[square] != null || (piece.role() == Role.PAWN && (square < 8 || square >= 56)));
            board[square] = piece;
        }
        if (enPassant) {
            board[epSquare] = null;
            board[epSquare + (turn == Color.WHITE ? 8 : -8)] = null;
        }
        int clock = enPassant ? 0 : random.nextInt(4) == 0 ? random.nextInt(100) : 0;
        try {
            Position position = Position.fromSetup(new Setup(board, turn, 0, epSquare, clock, 1), Variant.STANDARD);
            if (!position.hasLegalMoves() || (enPassant && position.epSquare() < 0)) {
                return null;
            }
            return position;
        } catch (InvalidPositionException e) {
            return null;
        }
    }

}
