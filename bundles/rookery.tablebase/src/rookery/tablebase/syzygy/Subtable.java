package rookery.tablebase.syzygy;

/**
 * The values of one side to move (and, with pawns, one file of the leading pawn) of a table file:
 * the order of the pieces, their grouping into the index, and the compressed values. Values are
 * stored in blocks of canonical Huffman codes whose symbols expand, by recursive pairing, into
 * runs of values; a sparse index and the block lengths find the block holding an index.
 */
final class Subtable {

    static final int FLAG_SIDE_TO_MOVE = 1;
    static final int FLAG_MAPPED = 2;
    static final int FLAG_WIN_PLIES = 4;
    static final int FLAG_LOSS_PLIES = 8;
    static final int FLAG_WIDE = 16;
    static final int FLAG_SINGLE_VALUE = 128;

    /** Piece codes in index order: 1..6 white pawn..king, 9..14 black, colors as the file names them. */
    final int[] pieces;
    /** Sizes of the groups of pieces, 0 after the last group. */
    final int[] groupSizes = new int[8];
    /** The factor each group's number is multiplied by; after the last group, the number of indexes. */
    final long[] groupFactors = new long[8];
    int flags;
    private int singleValue;

    private long blockSize;
    private long span;
    private long blockCount;
    private int minCodeLength;
    private long lowestCodesOffset;
    private long[] codeBases;
    /** How many values each symbol stands for, less one. */
    private int[] symbolRunLengths;
    private long pairsOffset;
    long sparseIndexOffset;
    long sparseIndexEntries;
    long blockLengthsOffset;
    long blockLengthEntries;
    long dataOffset;

    Subtable(int pieceCount) {
        this.pieces = new int[pieceCount];
    }

    int groupCount() {
        int count = 0;
        while (groupSizes[count] != 0) {
            count++;
        }
        return count;
    }

    long indexCount() {
        return groupFactors[groupCount()];
    }

    long dataLength() {
        return blockCount * blockSize;
    }

    /**
     * Reads this subtable's sizes and symbol tables, which start at {@code offset}, and returns the
     * offset after them.
     */
    long readSizes(TableBytes bytes, long offset) {
        flags = bytes.u8(offset++);
        if ((flags & FLAG_SINGLE_VALUE) != 0) {
            singleValue = bytes.u8(offset++);
            return offset;
        }
        blockSize = 1L << bytes.u8(offset++);
        span = 1L << bytes.u8(offset++);
        sparseIndexEntries = (indexCount() + span - 1) / span;
        int padding = bytes.u8(offset++);
        blockCount = bytes.u32(offset);
        offset += 4;
        blockLengthEntries = blockCount + padding;
        int maxCodeLength = bytes.u8(offset++);
        minCodeLength = bytes.u8(offset++);
        if (minCodeLength == 0 || maxCodeLength < minCodeLength || maxCodeLength > 64) {
            throw new IllegalStateException("code lengths " + minCodeLength + ".." + maxCodeLength + " are impossible");
        }
        lowestCodesOffset = offset;
        int lengths = maxCodeLength - minCodeLength + 1;
        // Canonical Huffman: longer codes have lower values. codeBases[i] is the smallest code of
        // length minCodeLength + i, left-aligned in 64 bits, so a code's length is the first i
        // whose base is not above the next 64 bits of the stream.
        codeBases = new long[lengths];
        for (int i = lengths - 2; i >= 0; i--) {
            codeBases[i] = (codeBases[i + 1] + lowestCode(bytes, i) - lowestCode(bytes, i + 1)) / 2;
        }
        for (int i = 0; i < lengths; i++) {
            codeBases[i] <<= 64 - i - minCodeLength;
        }
        offset += 2L * lengths;
        int symbols = bytes.u16(offset);
        offset += 2;
        pairsOffset = offset;
        symbolRunLengths = runLengths(bytes, symbols);
        return offset + 3L * symbols + (symbols & 1);
    }

    /** The value at {@code index}. */
    int value(TableBytes bytes, long index) {
        if ((flags & FLAG_SINGLE_VALUE) != 0) {
            return singleValue;
        }
        long nearest = index / span;
        long entry = sparseIndexOffset + 6 * nearest;
        long block = bytes.u32(entry);
        long offset = bytes.u16(entry + 4) + (index % span) - span / 2;
        while (offset < 0) {
            offset += blockLength(bytes, --block) + 1;
        }
        while (offset > blockLength(bytes, block)) {
            offset -= blockLength(bytes, block++) + 1;
        }

        long at = dataOffset + block * blockSize;
        long stream = bytes.u64BigEndian(at);
        at += 8;
        int available = 64;
        int symbol;
        while (true) {
            int length = 0;
            while (Long.compareUnsigned(stream, codeBases[length]) < 0) {
                length++;
            }
            symbol = (int) ((stream - codeBases[length]) >>> (64 - length - minCodeLength)) + lowestCode(bytes, length);
            if (offset < symbolRunLengths[symbol] + 1) {
                break;
            }
            offset -= symbolRunLengths[symbol] + 1;
            length += minCodeLength;
            stream <<= length;
            available -= length;
            if (available <= 32) {
                available += 32;
                stream |= bytes.u32BigEndian(at) << (64 - available);
                at += 4;
            }
        }
        while (symbolRunLengths[symbol] != 0) {
            int left = leftOf(bytes, symbol);
            if (offset < symbolRunLengths[left] + 1) {
                symbol = left;
            } else {
                offset -= symbolRunLengths[left] + 1;
                symbol = rightOf(bytes, symbol);
            }
        }
        return leftOf(bytes, symbol);
    }

    private int lowestCode(TableBytes bytes, int lengthIndex) {
        return bytes.u16(lowestCodesOffset + 2L * lengthIndex);
    }

    private int blockLength(TableBytes bytes, long block) {
        if (block < 0 || block >= blockLengthEntries) {
            throw new IndexOutOfBoundsException("block " + block + " of " + blockLengthEntries);
        }
        return bytes.u16(blockLengthsOffset + 2 * block);
    }

    /** A symbol is a pair of 12-bit symbols; a symbol whose right half is 0xFFF is a value, its left half. */
    private int leftOf(TableBytes bytes, int symbol) {
        long at = pairsOffset + 3L * symbol;
        return ((bytes.u8(at + 1) & 0xF) << 8) | bytes.u8(at);
    }

    private int rightOf(TableBytes bytes, int symbol) {
        long at = pairsOffset + 3L * symbol;
        return (bytes.u8(at + 2) << 4) | (bytes.u8(at + 1) >>> 4);
    }

    private int[] runLengths(TableBytes bytes, int symbols) {
        int[] lengths = new int[symbols];
        boolean[] known = new boolean[symbols];
        int[] stack = new int[2 * symbols + 2];
        for (int start = 0; start < symbols; start++) {
            int depth = 0;
            stack[depth++] = start;
            while (depth > 0) {
                int symbol = stack[depth - 1];
                if (known[symbol]) {
                    depth--;
                    continue;
                }
                int right = rightOf(bytes, symbol);
                if (right == 0xFFF) {
                    known[symbol] = true;
                    depth--;
                    continue;
                }
                int left = leftOf(bytes, symbol);
                if (left >= symbols || right >= symbols) {
                    throw new IllegalStateException("symbol " + symbol + " pairs unknown symbols");
                }
                if (!known[left] || !known[right]) {
                    if (depth + 2 > stack.length) {
                        throw new IllegalStateException("the symbol pairs form a cycle");
                    }
                    if (!known[left]) {
                        stack[depth++] = left;
                    }
                    if (!known[right]) {
                        stack[depth++] = right;
                    }
                    continue;
                }
                lengths[symbol] = lengths[left] + lengths[right] + 1;
                known[symbol] = true;
                depth--;
            }
        }
        return lengths;
    }
}
