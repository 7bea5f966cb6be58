package rookery.chess;

import java.util.List;

/** Positions the fuzz targets play their inputs in: castling both ways, en passant, promotions, checks, Chess960. */
public final class FuzzPositions {

    public static final List<String> STANDARD = List.of(
            Fen.STANDARD,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "4k3/1P6/8/8/8/8/6p1/4K2R b K - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");

    public static final List<String> CHESS960 = List.of(
            "nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1",
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            "1r2k1r1/8/8/8/8/8/8/R3K2R w KQgb - 0 1");

    private FuzzPositions() {
    }

    /** The position numbered {@code choice} (any int) among all of them. */
    public static Position pick(int choice) {
        int count = STANDARD.size() + CHESS960.size();
        int index = Math.floorMod(choice, count);
        return index < STANDARD.size() ? Position.fromFen(STANDARD.get(index))
                : Position.fromFen(CHESS960.get(index - STANDARD.size()), Variant.CHESS960);
    }
}
