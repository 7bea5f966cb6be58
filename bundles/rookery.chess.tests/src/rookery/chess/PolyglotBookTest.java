package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import rookery.chess.book.PolyglotBook;

/**
 * Walks a real Polyglot book from the start position through every legal move that leads to a
 * position of the book, and checks that every book move there is legal. A position is only found
 * if its key is right, so each piece-square, castling and en passant number occurring in a found
 * position is verified against the book.
 */
class PolyglotBookTest {

    private final Set<Integer> verifiedPieceSquares = new HashSet<>();
    private final Set<Integer> verifiedEnPassantFiles = new HashSet<>();
    private final Set<Integer> verifiedCastlingRights = new HashSet<>();
    private PolyglotBook book;

    @Test
    void bookWalkFindsOnlyLegalMoves() throws Exception {
        Path bookFile = PerftSuite.sharedData().resolve("books").resolve("performance.bin");
        Assumptions.assumeTrue(Files.isRegularFile(bookFile), "shared test data not found: " + bookFile);
        book = PolyglotBook.open(bookFile);
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
        book.moves(position, skipped -> fail(skipped));
        for (int move : position.legalMoves()) {
            position.play(move);
            if (!book.entries(position.key()).isEmpty()) {
                walk(position, visited);
            }
            position.undo();
        }
    }
}
