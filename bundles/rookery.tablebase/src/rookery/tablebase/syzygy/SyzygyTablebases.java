package rookery.tablebase.syzygy;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

import rookery.chess.Position;

/**
 * The Syzygy tables (WDL {@code .rtbw}, DTZ {@code .rtbz}, standard chess, up to 7 pieces) of
 * one or several folders. Opening only lists the folders; each file is mapped into memory and its
 * header read on its first probe. Thread-safe: each thread probes its own {@link Position}, which
 * a probe plays moves on and restores before it returns. A damaged file is refused with a
 * {@link DamagedTableException} naming it, each time it is needed; the other tables keep working.
 */
public final class SyzygyTablebases {

    public static final int MAX_PIECES = 7;
    /** Stockfish's scale of root move ranks. */
    private static final int MAX_DTZ = 1 << 18;

    private final TableFolders tables;
    private final ProbeSearch search;

    private SyzygyTablebases(TableFolders tables) {
        this.tables = tables;
        this.search = new ProbeSearch(tables);
    }

    /**
     * Lists the tables in the folders.
     *
     * @throws java.nio.file.NoSuchFileException naming a folder that does not exist
     */
    public static SyzygyTablebases open(List<Path> folders) throws IOException {
        return new SyzygyTablebases(TableFolders.scan(folders));
    }

    /** As {@link #open(List)}, the folders separated by the platform's path separator ({@code :}), as in Stockfish's SyzygyPath. */
    public static SyzygyTablebases open(String folders) throws IOException {
        return open(Arrays.stream(folders.split(File.pathSeparator)).filter(folder -> !folder.isBlank()).map(Path::of).toList());
    }

    public List<Path> folders() {
        return tables.folders();
    }

    /** The materials with a WDL or DTZ file, as their files are named ({@code KQvKR}), in folder order. */
    public List<String> tableNames() {
        return tables.pairs().stream().map(pair -> pair.name).toList();
    }

    /** The number of materials with a WDL or DTZ file, by number of pieces. */
    public SortedMap<Integer, Integer> tablesByPieceCount() {
        SortedMap<Integer, Integer> counts = new TreeMap<>();
        for (TableFolders.TablePair pair : tables.pairs()) {
            counts.merge(pair.material.pieceCount(), 1, Integer::sum);
        }
        return counts;
    }

    /** The tables found counted by number of pieces: "35 tables: 5 of 3 pieces, 30 of 4 pieces", "no tables". */
    public String summary() {
        SortedMap<Integer, Integer> counts = tablesByPieceCount();
        if (counts.isEmpty()) {
            return "no tables";
        }
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder text = new StringBuilder().append(total).append(total == 1 ? " table: " : " tables: ");
        counts.forEach((pieces, count) -> text.append(count).append(" of ").append(pieces).append(" pieces, "));
        return text.substring(0, text.length() - 2);
    }

    /** The most pieces of a table found; 0 when there is none. */
    public int maxPieces() {
        return tables.maxPieces();
    }

    /**
     * The position's result for the side to move as the tables give it, its halfmove clock taken
     * as 0 (as Fathom's WDL probe).
     *
     * @throws NotProbedException when castling rights, the number of pieces or a missing table prevent an answer
     * @throws DamagedTableException when a file needed is damaged
     */
    public SyzygyWdl probeWdl(Position position) {
        checkProbeable(position);
        return SyzygyWdl.of(search.wdl(position));
    }

    /**
     * The position's result and distance to zeroing (also needs the DTZ files).
     *
     * @throws NotProbedException when castling rights, the number of pieces or a missing table prevent an answer
     * @throws DamagedTableException when a file needed is damaged
     */
    public DtzProbe probeDtz(Position position) {
        checkProbeable(position);
        int dtz = search.dtz(position);
        return new DtzProbe(SyzygyWdl.of(dtz > 100 ? 1 : dtz > 0 ? 2 : dtz < -100 ? -1 : dtz < 0 ? -2 : 0), dtz);
    }

    /**
     * Every legal move ranked as Stockfish ranks root moves with the DTZ tables, best first: by
     * result, then DTZ (shortest win, longest loss), then zeroing moves first, then move
     * generation order. With {@code fiftyMoveRule} the position's halfmove clock counts and a win
     * the rule would spoil is a cursed win; without it every win is a win (Stockfish's
     * {@code Syzygy50MoveRule}).
     *
     * @throws NotProbedException when castling rights, the number of pieces or a missing table prevent an answer
     * @throws DamagedTableException when a file needed is damaged
     */
    public List<RankedMove> rankMoves(Position position, boolean fiftyMoveRule) {
        checkProbeable(position);
        int clock = position.halfmoveClock();
        boolean repeated = position.repetitions() > 1;
        int bound = fiftyMoveRule ? MAX_DTZ / 2 - 100 : 1;
        int[] moves = position.legalMoves();
        List<RankedMove> ranked = new ArrayList<>(moves.length);
        for (int move : moves) {
            boolean zeroing = ProbeSearch.isZeroing(position, move);
            int dtz;
            position.play(move);
            try {
                dtz = dtzFromRoot(position);
            } finally {
                position.undo();
            }
            int rank = dtz > 0 ? (dtz + clock <= 99 && !repeated ? MAX_DTZ - dtz : MAX_DTZ / 2 - (dtz + clock))
                    : dtz < 0 ? (-dtz * 2 + clock < 100 ? -MAX_DTZ - dtz : -MAX_DTZ / 2 + (-dtz + clock))
                    : 0;
            SyzygyWdl wdl = rank >= bound ? SyzygyWdl.WIN
                    : rank > 0 ? SyzygyWdl.CURSED_WIN
                    : rank == 0 ? SyzygyWdl.DRAW
                    : rank > -bound ? SyzygyWdl.BLESSED_LOSS
                    : SyzygyWdl.LOSS;
            ranked.add(new RankedMove(move, wdl, dtz, rank, zeroing));
        }
        ranked.sort(Comparator.comparingInt(RankedMove::rank).reversed().thenComparing(move -> !move.zeroing()));
        return List.copyOf(ranked);
    }

    /** The DTZ of the move just played, from the side that played it, counting the move. */
    private int dtzFromRoot(Position position) {
        int dtz;
        if (position.halfmoveClock() == 0) {
            dtz = ProbeSearch.dtzBeforeZeroing(-search.wdl(position));
        } else if (position.isThreefoldRepetition() || (position.isFiftyMoveRule() && !position.isCheckmate())) {
            dtz = 0;
        } else {
            dtz = -search.dtz(position);
            dtz += Integer.signum(dtz);
        }
        if (dtz == 2 && position.isCheckmate()) {
            dtz = 1;
        }
        return dtz;
    }

    private void checkProbeable(Position position) {
        if (position.castlingRights() != 0) {
            throw new NotProbedException(NotProbedException.Reason.CASTLING_RIGHTS,
                    "the position has castling rights, which the tables do not know");
        }
        int pieces = Long.bitCount(position.occupied());
        if (pieces > Math.max(2, tables.maxPieces())) {
            throw new NotProbedException(NotProbedException.Reason.TOO_MANY_PIECES, pieces + " pieces, the largest table found has "
                    + tables.maxPieces());
        }
    }
}
