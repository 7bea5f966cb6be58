package rookery.chess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;

class PolyglotBookReaderTest {

    private static final long START_KEY = 0x463b96181691fc9cL;

    private static Path sharedBook(String name) {
        Path book = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "books", name);
        Assumptions.assumeTrue(Files.isRegularFile(book), "shared test data not found: " + book);
        return book;
    }

    @Test
    void readsTheSharedBooksEntryCountsAndStartMoves() throws Exception {
        PolyglotBook performance = PolyglotBook.open(sharedBook("performance.bin"));
        assertEquals(92_954, performance.entryCount());
        assertEquals(List.of(new PolyglotEntry(START_KEY, 0x31c, 1, 486544384L),
                new PolyglotEntry(START_KEY, 0x2db, 1, 5120L),
                new PolyglotEntry(START_KEY, 0x29a, 1, 3825144832L)), performance.entries(START_KEY));

        PolyglotBook lichess = PolyglotBook.open(sharedBook("lichess-bot-book.bin"));
        assertEquals(164_932, lichess.entryCount());
        List<String> moves = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        Position start = Position.startpos();
        for (BookMove move : lichess.moves(start, skipped::add)) {
            moves.add(San.format(start, move.move()) + " " + move.weight());
        }
        assertEquals(List.of("e4 15882", "d4 12640", "Nf3 3138", "c4 1796", "b3 168", "g3 115", "f4 79",
                "Nc3 20", "e3 20", "b4 14", "g4 13", "a3 11", "d3 8", "c3 6", "h3 2", "a4 1"), moves);
        assertEquals(List.of(), skipped);
    }

    @Test
    void castlingIsTheKingTakingItsRook() throws Exception {
        Position position = Position.startpos();
        for (String san : "e4 e5 Nf3 Nc6 Bc4 Bc5".split(" ")) {
            position.play(San.parse(position, san));
        }
        int castling = PolyglotMoves.toMove(position, 4 << 6 | 7);
        assertTrue(Move.isCastling(castling));
        assertEquals("O-O", San.format(position, castling));
        assertEquals(4 << 6 | 7, PolyglotMoves.fromMove(castling));
    }

    @Test
    void refusesABookWhoseLengthIsNoMultipleOf16() throws Exception {
        Path file = write(entry(START_KEY, 0x31c, 1), new byte[] {1});
        BookException refused = assertThrows(BookException.class, () -> PolyglotBook.open(file));
        assertEquals(file + ": length 17 is not a multiple of 16 bytes; entry 2 is cut off", refused.getMessage());
    }

    @Test
    void refusesABookWhoseKeysAreOutOfOrder() throws Exception {
        Path file = write(entry(1, 0x31c, 1), entry(-1L, 0x31c, 1), entry(2, 0x31c, 1));
        BookException refused = assertThrows(BookException.class, () -> PolyglotBook.open(file));
        assertEquals(file + ": entry 3 has a key smaller than entry 2's; a Polyglot book is sorted by key",
                refused.getMessage());
    }

    @Test
    void skipsAnIllegalMoveNamingItsEntry() throws Exception {
        int e2e5 = 12 << 6 | 36;
        Path file = write(entry(START_KEY, 0x31c, 5), entry(START_KEY, e2e5, 3), entry(START_KEY, 0x2db, 2));
        List<String> skipped = new ArrayList<>();
        List<BookMove> moves = PolyglotBook.open(file).moves(Position.startpos(), skipped::add);
        assertEquals(List.of(5, 2), moves.stream().map(BookMove::weight).toList());
        assertEquals(List.of(file + ": entry 2 skipped: move 0x" + Integer.toHexString(e2e5)
                + " is not legal in " + Position.startpos().fen()), skipped);
    }

    private static byte[] entry(long key, int move, int weight) {
        return ByteBuffer.allocate(16).putLong(key).putShort((short) move).putShort((short) weight).putInt(0).array();
    }

    private static Path write(byte[]... parts) throws IOException {
        Path file = Files.createTempFile("book", ".bin");
        file.toFile().deleteOnExit();
        ByteBuffer all = ByteBuffer.allocate(java.util.Arrays.stream(parts).mapToInt(p -> p.length).sum());
        for (byte[] part : parts) {
            all.put(part);
        }
        Files.write(file, all.array());
        return file;
    }
}
