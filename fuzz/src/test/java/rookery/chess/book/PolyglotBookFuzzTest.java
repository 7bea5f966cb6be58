package rookery.chess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import rookery.chess.FuzzPositions;
import rookery.chess.Position;

/**
 * Polyglot book files: any file is refused with a BookException naming it, or opens, and then the
 * moves it gives in each fuzz position are legal there and every entry it skips is reported with
 * the file and the entry. Half of the inputs are raw files; the other half are books of entries
 * whose keys are those of the fuzz positions (and sorted, mostly), so that look-ups find them.
 */
class PolyglotBookFuzzTest {

    private static final int POSITIONS = FuzzPositions.STANDARD.size() + FuzzPositions.CHESS960.size();

    @FuzzTest(maxDuration = "10m")
    void book(FuzzedDataProvider data) throws IOException {
        Path file = Files.createTempFile("fuzz", ".bin");
        try {
            if (data.consumeBoolean()) {
                Files.write(file, data.consumeRemainingAsBytes());
            } else {
                writeEntries(data, file);
            }
            PolyglotBook book;
            try {
                book = PolyglotBook.open(file);
            } catch (BookException refused) {
                assertTrue(refused.getMessage().startsWith(file.toString()), refused::getMessage);
                return;
            }
            for (int choice = 0; choice < POSITIONS; choice++) {
                Position position = FuzzPositions.pick(choice);
                List<String> skipped = new ArrayList<>();
                for (BookMove move : book.moves(position, skipped::add)) {
                    assertTrue(position.isLegal(move.move()), position.uci(move.move()));
                    assertEquals(move.move(), PolyglotMoves.toMove(position, PolyglotMoves.fromMove(move.move())));
                }
                skipped.forEach(message -> assertTrue(message.startsWith(file + ": entry "), message));
            }
        } finally {
            Files.delete(file);
        }
    }

    private static void writeEntries(FuzzedDataProvider data, Path file) throws IOException {
        boolean sorted = data.consumeInt(0, 7) != 0;
        List<PolyglotEntry> entries = new ArrayList<>();
        while (data.remainingBytes() >= 12) {
            long key = FuzzPositions.pick(data.consumeInt(0, POSITIONS - 1)).key();
            entries.add(new PolyglotEntry(key, data.consumeShort() & 0xFFFF, data.consumeShort() & 0xFFFF, data.consumeInt() & 0xFFFFFFFFL));
        }
        if (sorted) {
            entries.sort(PolyglotBookBuilder.BOOK_ORDER);
        }
        PolyglotBookBuilder.write(entries, file);
    }
}
