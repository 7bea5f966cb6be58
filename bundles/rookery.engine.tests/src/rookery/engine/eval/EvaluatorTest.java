package rookery.engine.eval;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Bitboard;
import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Square;
import rookery.chess.Variant;
import rookery.engine.TestData;

class EvaluatorTest {

    private static final List<String> POSITIONS = List.of(
            Fen.STANDARD,
            "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1",
            "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
            "6k1/5p2/6p1/8/7p/8/6PP/6K1 b - - 0 1");

    /** The same position with colors swapped and the board turned over. */
    static Position mirror(Position position) {
        Setup setup = position.toSetup();
        Piece[] board = new Piece[64];
        for (int square = 0; square < 64; square++) {
            Piece piece = setup.pieceAt(square ^ 56);
            board[square] = piece == null ? null : Piece.of(piece.color().other(), piece.role());
        }
        long rooks = 0;
        for (long r = setup.castlingRooks(); r != 0; r &= r - 1) {
            rooks |= Bitboard.of(Bitboard.first(r) ^ 56);
        }
        int ep = setup.epSquare() == Square.NONE ? Square.NONE : setup.epSquare() ^ 56;
        Color turn = setup.turn().other();
        return Position.fromSetup(new Setup(board, turn, rooks, ep, setup.halfmoveClock(), setup.fullmoveNumber()), Variant.STANDARD);
    }

    @Test
    void evaluationIsTheSameForTheMirroredPosition() throws IOException {
        Evaluator evaluator = new Evaluator();
        for (String fen : POSITIONS) {
            Position position = Position.fromFen(fen);
            assertEquals(evaluator.evaluate(position), evaluator.evaluate(mirror(position)), fen);
        }
        for (String line : Files.readAllLines(TestData.file("epd/wac.epd"))) {
            String[] fields = line.split("\\s+");
            Position position = Position.fromFen(String.join(" ", fields[0], fields[1], fields[2], fields[3]) + " 0 1");
            assertEquals(evaluator.evaluate(position), evaluator.evaluate(mirror(position)), line);
        }
    }

    @Test
    void traceReproducesTheEvaluation() {
        for (String fen : POSITIONS) {
            Position board = Position.fromFen(fen);
            Evaluator.Trace trace = Evaluator.trace(board);
            assertFalse(trace.special());
            long mg = 0;
            long eg = 0;
            for (int i = 0; i < Params.COUNT; i++) {
                mg += (long) trace.coefficients()[i] * Weights.MG[i];
                eg += (long) trace.coefficients()[i] * Weights.EG[i];
            }
            long white = (mg * trace.phase() + eg * (Evaluator.MAX_PHASE - trace.phase()) * trace.scale() / EndgameKnowledge.SCALE_NORMAL)
                    / Evaluator.MAX_PHASE;
            assertEquals(trace.score(), white, fen);
            int stm = new Evaluator().evaluate(board);
            assertEquals(board.sideToMove() == Position.WHITE ? white : -white, stm, fen);
        }
    }

    @Test
    void weightsCoverEveryParameter() {
        assertEquals(Params.COUNT, Weights.MG.length);
        assertEquals(Params.COUNT, Weights.EG.length);
        int covered = Params.GROUPS.stream().mapToInt(Params.Group::size).sum();
        assertEquals(Params.COUNT, covered);
    }

    private static int whiteScore(String fen) {
        Position board = Position.fromFen(fen);
        int score = new Evaluator().evaluate(board);
        return board.sideToMove() == Position.WHITE ? score : -score;
    }

    @Test
    void trivialDrawsAreZero() {
        assertEquals(0, whiteScore("8/8/4k3/8/8/3NK3/8/8 w - - 0 1"));
        assertEquals(0, whiteScore("8/8/4k3/8/8/2NNK3/8/8 w - - 0 1"));
        assertEquals(0, whiteScore("8/8/4k3/8/2B5/4K3/8/8 b - - 0 1"));
    }

    @Test
    void bishopAndKnightDriveTheKingToTheBishopsCorner() {
        // A light-squared bishop mates in a8 or h1, not in h8.
        int rightCorner = whiteScore("k7/8/8/4N3/8/3B4/8/4K3 w - - 0 1");
        int wrongCorner = whiteScore("7k/8/8/4N3/8/3B4/8/4K3 w - - 0 1");
        assertTrue(rightCorner > wrongCorner, rightCorner + " vs " + wrongCorner);
        assertTrue(wrongCorner > EndgameKnowledge.KNOWN_WIN);
    }

    @Test
    void drawishMaterialIsScaledDown() {
        int rookVersusBishop = whiteScore("8/8/4k3/8/2b5/8/3RK3/8 w - - 0 1");
        assertTrue(Math.abs(rookVersusBishop) < 100, "KR v KB " + rookVersusBishop);
        int wrongRookPawn = whiteScore("k7/8/P7/8/8/8/3B4/4K3 w - - 0 1");
        assertTrue(Math.abs(wrongRookPawn) < 50, "wrong bishop " + wrongRookPawn);
        int rightRookPawn = whiteScore("k7/8/P7/8/8/8/4B3/4K3 w - - 0 1");
        assertTrue(rightRookPawn > 200, "right bishop " + rightRookPawn);
    }

    @Test
    void theNetworksScoreIsShrunkInTheDrawishEndingsOnly() {
        Position rookAndBishopVersusRook = Position.fromFen("8/8/4k3/3r4/2B5/8/3RK3/8 w - - 0 1");
        assertEquals(300 * 8 / EndgameKnowledge.SCALE_NORMAL, EndgameKnowledge.drawishScaled(rookAndBishopVersusRook, 300));
        Position blackToMove = Position.fromFen("8/8/4k3/3r4/2B5/8/3RK3/8 b - - 0 1");
        assertEquals(-300 * 8 / EndgameKnowledge.SCALE_NORMAL, EndgameKnowledge.drawishScaled(blackToMove, -300));
        Position wrongRookPawn = Position.fromFen("k7/8/P7/8/8/8/3B4/4K3 w - - 0 1");
        assertEquals(0, EndgameKnowledge.drawishScaled(wrongRookPawn, 400));
        Position oppositeBishops = Position.fromFen("8/5k2/1b3p2/8/3P4/2PB4/5K2/8 w - - 0 1");
        assertEquals(120 * 24 / EndgameKnowledge.SCALE_NORMAL, EndgameKnowledge.drawishScaled(oppositeBishops, 120));
        Position oppositeBishopsAndRooks = Position.fromFen("r7/5k2/1b3p2/8/3P4/2PB4/5K2/7R w - - 0 1");
        assertEquals(120, EndgameKnowledge.drawishScaled(oppositeBishopsAndRooks, 120), "scale 46 is left out");
        Position rookPawnsAndTheRightBishop = Position.fromFen("k7/8/P7/8/8/8/4B3/4K3 w - - 0 1");
        assertEquals(400, EndgameKnowledge.drawishScaled(rookPawnsAndTheRightBishop, 400));
        assertEquals(80, EndgameKnowledge.drawishScaled(Position.startpos(), 80));
    }
}
