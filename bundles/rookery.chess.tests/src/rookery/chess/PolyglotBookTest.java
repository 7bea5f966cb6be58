package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Walks a real Polyglot book from the start position through every legal move that leads to a
 * position of the book, and checks that every book move there is legal. A position is only found
 * if its key is right, so each piece-square, castling and en passant number occurring in a found
 * position is verified against the book.
 */
class PolyglotBookTest {

    private static final int ENTRY_BYTES = 16;

    private final Set<Integer> verifiedPieceSquares = new HashSet<>();
    private final Set<Integer> verifiedEnPassantFiles = new HashSet<>();
    private final Set<Integer> verifiedCastlingRights = new HashSet<>();
    private long[] keys;
    private short[] moves;

    @Test
    void bookWalkFindsOnlyLegalMoves() throws IOException {
        Path book = PerftSuite.sharedData().resolve("books").resolve("performance.bin");
        Assumptions.assumeTrue(Files.isRegularFile(book), "shared test data not found: " + book);
        ByteBuffer bytes = ByteBuffer.wrap(Files.readAllBytes(book));
        int entries = bytes.capacity() / ENTRY_BYTES;
        keys = new long[entries];
        moves = new short[entries];
        for (int i = 0; i < entries; i++) {
            keys[i] = bytes.getLong(i * ENTRY_BYTES);
            moves[i] = bytes.getShort(i * ENTRY_BYTES + 8);
        }
        Set<Long> visited = new HashSet<>();
        walk(Position.startpos(), visited);
        // Books store positions after the book side's moves, so only part of them is reachable this way.
        assertTrue(visited.size() > 30_000, "positions reached: " + visited.size());
        assertTrue(verifiedPieceSquares.size() > 500, "piece-square numbers verified: " + verifiedPieceSquares.size());
        assertTrue(verifiedEnPassantFiles.size() >= 6, "en passant numbers verified: " + verifiedEnPassantFiles);
        assertEquals(16 - 1, verifiedCastlingRights.size(), "castling rights combinations: " + verifiedCastlingRights);
    }

    /** Visits every position of the book reachable from here through positions of the book. */
    private void walk(Position position, Set<Long> visited) {
        if (!visited.add(position.key())) {
            return;
        }
        for (int square = 0; square < 64; square++) {
            Piece piece = position.pieceAt(square);
            if (piece != null) {
                verifiedPieceSquares.add(piece.ordinal() * 64 + square);
            }
        }
        if (position.epSquare() != Square.NONE) {
            verifiedEnPassantFiles.add(Square.file(position.epSquare()));
        }
        verifiedCastlingRights.add(position.castlingRights());
        for (int i = firstIndex(position.key()); i < keys.length && keys[i] == position.key(); i++) {
            assertTrue(legalMove(position, moves[i]) != Move.NONE,
                    "book move " + Integer.toHexString(moves[i]) + " is not legal in " + position.fen());
        }
        for (int move : position.legalMoves()) {
            position.play(move);
            if (inBook(position.key())) {
                walk(position, visited);
            }
            position.undo();
        }
    }

    private boolean inBook(long key) {
        int index = firstIndex(key);
        return index < keys.length && keys[index] == key;
    }

    private int firstIndex(long key) {
        int low = 0;
        int high = keys.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (Long.compareUnsigned(keys[mid], key) < 0) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** Polyglot moves: to in bits 0-5, from in bits 6-11, promotion (1 = knight .. 4 = queen) in 12-14; castling is king takes rook. */
    private static int legalMove(Position position, short bookMove) {
        int to = bookMove & 63;
        int from = bookMove >>> 6 & 63;
        int promotion = bookMove >>> 12 & 7;
        Role role = promotion == 0 ? null : Role.values()[promotion];
        return Arrays.stream(position.legalMoves())
                .filter(m -> Move.from(m) == from && Move.to(m) == to && Move.promotion(m) == role)
                .findFirst().orElse(Move.NONE);
    }
}
