package rookery.tablebase.syzygy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

import rookery.chess.Position;

/**
 * One Syzygy table file, parsed: which subtable covers a position, the index of the position in
 * it, and its stored value. A WDL file has a subtable per side to move (one when the material is
 * symmetric); a DTZ file only one side, the one that compressed better. Tables with pawns have
 * one subtable per file a..d of the leading pawn. Colors and squares are as the file name reads
 * the material; a position of the mirrored material is seen with colors swapped and the board
 * turned upside down.
 */
final class TableFile {

    /** {@link #value} when a DTZ file does not store the side to move. */
    static final int SIDE_NOT_STORED = Integer.MIN_VALUE;

    private static final int HEADER_SPLIT = 1;
    private static final int HEADER_PAWNS = 2;
    /** A DTZ file maps each WDL class to its own value table: win, loss, cursed win, blessed loss. */
    private static final int[] DTZ_MAP_OF_WDL = {1, 3, 0, 2, 0};

    final Path file;
    final TableKind kind;
    private final Material material;
    private final TableBytes bytes;
    private final boolean symmetric;
    private final boolean hasPawns;
    private final boolean pawnsOnBothSides;
    private final boolean uniquePieces;
    private final int pieceCount;
    private final Subtable[][] subtables;
    /** Per leading-pawn file, the offsets of the DTZ value tables of {@link #DTZ_MAP_OF_WDL}. */
    private final long[][] dtzMaps;

    private TableFile(Path file, TableKind kind, Material material, TableBytes bytes) {
        this.file = file;
        this.kind = kind;
        this.material = material;
        this.bytes = bytes;
        this.symmetric = material.isSymmetric();
        this.hasPawns = material.hasPawns();
        this.pawnsOnBothSides = material.count(0, 0) > 0 && material.count(1, 0) > 0;
        this.uniquePieces = material.hasUniquePieces();
        this.pieceCount = material.pieceCount();
        int sides = kind == TableKind.WDL && !symmetric ? 2 : 1;
        this.subtables = new Subtable[sides][hasPawns ? 4 : 1];
        this.dtzMaps = new long[hasPawns ? 4 : 1][4];
    }

    /**
     * Maps and parses the file of {@code material} (as its name reads it).
     *
     * @throws DamagedTableException when the file is not a Syzygy table of that material or is truncated
     */
    static TableFile open(Path file, TableKind kind, Material material) {
        TableBytes bytes;
        try {
            bytes = TableBytes.map(file);
        } catch (IOException e) {
            throw new DamagedTableException(file, "cannot be read: " + e.getMessage(), e);
        }
        TableFile table = new TableFile(file, kind, material, bytes);
        try {
            table.parse();
        } catch (IndexOutOfBoundsException e) {
            throw new DamagedTableException(file, "is truncated: its " + bytes.size() + " bytes end inside the header", e);
        } catch (IllegalStateException e) {
            throw new DamagedTableException(file, "is damaged: " + e.getMessage(), e);
        }
        return table;
    }

    private void parse() {
        if (bytes.size() < 8) {
            throw new IndexOutOfBoundsException();
        }
        for (int i = 0; i < 4; i++) {
            if (bytes.u8(i) != kind.magic[i]) {
                throw new IllegalStateException(String.format("bad magic %02x %02x %02x %02x, not a Syzygy %s file",
                        bytes.u8(0), bytes.u8(1), bytes.u8(2), bytes.u8(3), kind));
            }
        }
        int header = bytes.u8(4);
        if (((header & HEADER_PAWNS) != 0) != hasPawns || ((header & HEADER_SPLIT) != 0) == symmetric) {
            throw new IllegalStateException("its header describes other material than " + material.name());
        }
        long offset = 5;
        int sides = subtables.length;
        int files = subtables[0].length;
        for (int file = 0; file < files; file++) {
            int order = bytes.u8(offset);
            int pawnOrder = pawnsOnBothSides ? bytes.u8(offset + 1) : 0xFF;
            offset += pawnsOnBothSides ? 2 : 1;
            for (int side = 0; side < sides; side++) {
                subtables[side][file] = new Subtable(pieceCount);
            }
            for (int k = 0; k < pieceCount; k++, offset++) {
                int codes = bytes.u8(offset);
                for (int side = 0; side < sides; side++) {
                    subtables[side][file].pieces[k] = side == 0 ? codes & 0xF : codes >>> 4;
                }
            }
            for (int side = 0; side < sides; side++) {
                Subtable subtable = subtables[side][file];
                checkPieces(subtable);
                int shift = side == 0 ? 0 : 4;
                group(subtable, (order >>> shift) & 0xF, (pawnOrder >>> shift) & 0xF, file);
            }
        }
        offset += offset & 1;
        for (Subtable[] row : transposed()) {
            for (Subtable subtable : row) {
                offset = subtable.readSizes(bytes, offset);
            }
        }
        if (kind == TableKind.DTZ) {
            offset = readDtzMaps(offset);
        }
        for (Subtable[] row : transposed()) {
            for (Subtable subtable : row) {
                subtable.sparseIndexOffset = offset;
                offset += 6 * subtable.sparseIndexEntries;
            }
        }
        for (Subtable[] row : transposed()) {
            for (Subtable subtable : row) {
                subtable.blockLengthsOffset = offset;
                offset += 2 * subtable.blockLengthEntries;
            }
        }
        for (Subtable[] row : transposed()) {
            for (Subtable subtable : row) {
                offset = (offset + 63) & ~63L;
                subtable.dataOffset = offset;
                offset += subtable.dataLength();
            }
        }
        if (offset > bytes.size()) {
            throw new IndexOutOfBoundsException();
        }
    }

    /** The subtables in file order: by leading-pawn file, then side to move. */
    private Subtable[][] transposed() {
        Subtable[][] rows = new Subtable[subtables[0].length][subtables.length];
        for (int side = 0; side < subtables.length; side++) {
            for (int file = 0; file < subtables[0].length; file++) {
                rows[file][side] = subtables[side][file];
            }
        }
        return rows;
    }

    private void checkPieces(Subtable subtable) {
        int[] expected = new int[16];
        for (int color = 0; color < 2; color++) {
            expected[code(color, 5)]++;
            for (int role = 0; role < 5; role++) {
                expected[code(color, role)] += material.count(color, role);
            }
        }
        int[] found = new int[16];
        for (int piece : subtable.pieces) {
            found[piece]++;
        }
        if (!Arrays.equals(expected, found)) {
            throw new IllegalStateException("its pieces are not those of " + material.name());
        }
    }

    /** The Syzygy code of a piece: 1..6 pawn..king, plus 8 for black. */
    static int code(int color, int role) {
        return role + 1 + 8 * color;
    }

    /**
     * Splits the pieces into groups (the leading group: two kings, or two kings and a piece of
     * which there is one, or the leading pawns; then runs of like pieces) and gives each group its
     * factor in the index. {@code leadOrder} and {@code pawnOrder} say at which place the leading
     * group and the other side's pawns are numbered; the other groups follow in turn.
     */
    private void group(Subtable subtable, int leadOrder, int pawnOrder, int file) {
        int[] pieces = subtable.pieces;
        int[] sizes = subtable.groupSizes;
        int groups = 0;
        sizes[0] = 1;
        int leadLeft = hasPawns ? 0 : uniquePieces ? 3 : 2;
        for (int i = 1; i < pieceCount; i++) {
            if (--leadLeft > 0 || pieces[i] == pieces[i - 1]) {
                sizes[groups]++;
            } else {
                sizes[++groups] = 1;
            }
        }
        sizes[++groups] = 0;

        int next = pawnsOnBothSides ? 2 : 1;
        int freeSquares = 64 - sizes[0] - (pawnsOnBothSides ? sizes[1] : 0);
        long factor = 1;
        for (int place = 0; next < groups || place == leadOrder || place == pawnOrder; place++) {
            if (place == leadOrder) {
                subtable.groupFactors[0] = factor;
                factor *= hasPawns ? IndexTables.LEAD_PAWN_COUNT[sizes[0]][file] : uniquePieces ? 31_332 : 462;
            } else if (place == pawnOrder) {
                subtable.groupFactors[1] = factor;
                factor *= IndexTables.BINOMIAL[sizes[1]][48 - sizes[0]];
            } else {
                subtable.groupFactors[next] = factor;
                factor *= IndexTables.BINOMIAL[sizes[next]][freeSquares];
                freeSquares -= sizes[next++];
            }
            if (place > 8) {
                throw new IllegalStateException("its group order is impossible");
            }
        }
        subtable.groupFactors[groups] = factor;
    }

    private long readDtzMaps(long offset) {
        for (int file = 0; file < subtables[0].length; file++) {
            int flags = subtables[0][file].flags;
            if ((flags & Subtable.FLAG_MAPPED) == 0) {
                continue;
            }
            if ((flags & Subtable.FLAG_WIDE) != 0) {
                offset += offset & 1;
                for (int i = 0; i < 4; i++) {
                    dtzMaps[file][i] = offset + 2;
                    offset += 2L * bytes.u16(offset) + 2;
                }
            } else {
                for (int i = 0; i < 4; i++) {
                    dtzMaps[file][i] = offset + 1;
                    offset += bytes.u8(offset) + 1;
                }
            }
        }
        return offset + (offset & 1);
    }

    /**
     * The stored value of the position, whose material is this file's ({@code mirrored}: with
     * colors swapped): for a WDL file -2..2 (loss, blessed loss, draw, cursed win, win), for a DTZ
     * file the distance in plies to the next capture or pawn move given the position's WDL {@code wdl},
     * or {@link #SIDE_NOT_STORED}.
     *
     * @throws DamagedTableException when the file's data do not decode
     */
    int value(Position position, boolean mirrored, int wdl, int[] squares, int[] pieces) {
        try {
            return decode(position, mirrored, wdl, squares, pieces);
        } catch (IndexOutOfBoundsException | IllegalStateException e) {
            throw new DamagedTableException(file, "is damaged: its data do not decode (" + e.getMessage() + ")", e);
        }
    }

    private int decode(Position position, boolean mirrored, int wdl, int[] squares, int[] pieces) {
        boolean blackToMove = position.sideToMove() == 1;
        boolean flip = mirrored || (symmetric && blackToMove);
        int colorFlip = flip ? 8 : 0;
        int squareFlip = flip ? 56 : 0;
        int side = (flip ? 1 : 0) ^ (blackToMove ? 1 : 0);

        int size = 0;
        int file = 0;
        long leadPawns = 0;
        if (hasPawns) {
            int leadCode = subtables[0][0].pieces[0] ^ colorFlip;
            leadPawns = position.pieces(leadCode >>> 3, 0);
            for (long b = leadPawns; b != 0; b &= b - 1) {
                squares[size++] = Long.numberOfTrailingZeros(b) ^ squareFlip;
            }
            int leader = 0;
            for (int i = 1; i < size; i++) {
                if (IndexTables.PAWN_ORDER[squares[i]] > IndexTables.PAWN_ORDER[squares[leader]]) {
                    leader = i;
                }
            }
            swap(squares, 0, leader);
            file = Math.min(IndexTables.file(squares[0]), 7 - IndexTables.file(squares[0]));
        }
        int leadCount = size;
        if (kind == TableKind.DTZ) {
            int storedSide = subtables[0][file].flags & Subtable.FLAG_SIDE_TO_MOVE;
            if (storedSide != side && !(symmetric && !hasPawns)) {
                return SIDE_NOT_STORED;
            }
        }
        for (long b = position.occupied() & ~leadPawns; b != 0; b &= b - 1) {
            int square = Long.numberOfTrailingZeros(b);
            int piece = position.pieceCode(square);
            squares[size] = square ^ squareFlip;
            pieces[size++] = code(piece & 1, piece >>> 1) ^ colorFlip;
        }
        Subtable subtable = subtables[side % subtables.length][file];
        for (int i = leadCount; i < size - 1; i++) {
            for (int j = i + 1; j < size; j++) {
                if (subtable.pieces[i] == pieces[j]) {
                    swap(pieces, i, j);
                    swap(squares, i, j);
                    break;
                }
            }
        }
        int stored = subtable.value(bytes, index(subtable, squares, size, leadCount));
        return kind == TableKind.WDL ? stored - 2 : dtzPlies(stored, wdl, file);
    }

    private long index(Subtable subtable, int[] squares, int size, int leadCount) {
        if (IndexTables.file(squares[0]) > 3) {
            for (int i = 0; i < size; i++) {
                squares[i] ^= 7;
            }
        }
        long index;
        if (hasPawns) {
            index = IndexTables.LEAD_PAWN_START[leadCount][squares[0]];
            sortByPawnOrder(squares, 1, leadCount);
            for (int i = 1; i < leadCount; i++) {
                index += IndexTables.BINOMIAL[i][IndexTables.PAWN_ORDER[squares[i]]];
            }
        } else {
            index = leadingPieces(subtable, squares, size);
        }
        index *= subtable.groupFactors[0];

        int start = subtable.groupSizes[0];
        boolean otherPawns = pawnsOnBothSides;
        for (int group = 1; subtable.groupSizes[group] != 0; group++) {
            int length = subtable.groupSizes[group];
            Arrays.sort(squares, start, start + length);
            long number = 0;
            for (int i = 0; i < length; i++) {
                int square = squares[start + i];
                int before = 0;
                for (int j = 0; j < start; j++) {
                    if (square > squares[j]) {
                        before++;
                    }
                }
                number += IndexTables.BINOMIAL[i + 1][square - before - (otherPawns ? 8 : 0)];
            }
            otherPawns = false;
            index += number * subtable.groupFactors[group];
            start += length;
        }
        return index;
    }

    /** Without pawns: turns the board so the leading piece is in a1–d1–d4 and numbers the leading group. */
    private long leadingPieces(Subtable subtable, int[] squares, int size) {
        if (IndexTables.rank(squares[0]) > 3) {
            for (int i = 0; i < size; i++) {
                squares[i] ^= 56;
            }
        }
        for (int i = 0; i < subtable.groupSizes[0]; i++) {
            int offset = IndexTables.diagonalOffset(squares[i]);
            if (offset == 0) {
                continue;
            }
            if (offset > 0) {
                for (int j = i; j < size; j++) {
                    squares[j] = ((squares[j] >>> 3) | (squares[j] << 3)) & 63;
                }
            }
            break;
        }
        if (!uniquePieces) {
            return IndexTables.KING_PAIRS[IndexTables.TRIANGLE[squares[0]]][squares[1]];
        }
        int s0 = squares[0], s1 = squares[1], s2 = squares[2];
        int adjust1 = s1 > s0 ? 1 : 0;
        int adjust2 = (s2 > s0 ? 1 : 0) + (s2 > s1 ? 1 : 0);
        if (IndexTables.diagonalOffset(s0) != 0) {
            return ((long) IndexTables.TRIANGLE[s0] * 63 + (s1 - adjust1)) * 62 + s2 - adjust2;
        }
        if (IndexTables.diagonalOffset(s1) != 0) {
            return (6L * 63 + IndexTables.rank(s0) * 28 + IndexTables.BELOW_DIAGONAL[s1]) * 62 + s2 - adjust2;
        }
        if (IndexTables.diagonalOffset(s2) != 0) {
            return 6L * 63 * 62 + 4 * 28 * 62 + IndexTables.rank(s0) * 7 * 28 + (IndexTables.rank(s1) - adjust1) * 28
                    + IndexTables.BELOW_DIAGONAL[s2];
        }
        return 6L * 63 * 62 + 4 * 28 * 62 + 4 * 7 * 28 + IndexTables.rank(s0) * 7 * 6 + (IndexTables.rank(s1) - adjust1) * 6
                + (IndexTables.rank(s2) - adjust2);
    }

    private int dtzPlies(int stored, int wdl, int file) {
        int flags = subtables[0][file].flags;
        int value = stored;
        if ((flags & Subtable.FLAG_MAPPED) != 0) {
            long map = dtzMaps[file][DTZ_MAP_OF_WDL[wdl + 2]];
            value = (flags & Subtable.FLAG_WIDE) != 0 ? bytes.u16(map + 2L * stored) : bytes.u8(map + stored);
        }
        boolean inMoves = wdl == 2 ? (flags & Subtable.FLAG_WIN_PLIES) == 0
                : wdl == -2 ? (flags & Subtable.FLAG_LOSS_PLIES) == 0
                : true;
        return (inMoves ? 2 * value : value) + 1;
    }

    private static void sortByPawnOrder(int[] squares, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int square = squares[i];
            int j = i - 1;
            while (j >= from && IndexTables.PAWN_ORDER[squares[j]] > IndexTables.PAWN_ORDER[square]) {
                squares[j + 1] = squares[j];
                j--;
            }
            squares[j + 1] = square;
        }
    }

    private static void swap(int[] values, int i, int j) {
        int value = values[i];
        values[i] = values[j];
        values[j] = value;
    }
}
