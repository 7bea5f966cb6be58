package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableFileTest {

    @TempDir
    Path directory;

    private Table written() throws IOException {
        Table table = TestTables.table("KRK");
        TableFile.write(directory, table);
        return table;
    }

    @Test
    void readsBackWhatWasWritten() throws IOException {
        Table table = written();
        assertArrayEquals(table.entries, TableFile.read(directory, Signature.parse("KRK")).entries);
        assertTrue(Files.size(TableFile.path(directory, Signature.parse("KRK"))) < table.entries.length / 2, "compressed");
        try (var files = Files.list(directory)) {
            assertTrue(files.allMatch(file -> file.getFileName().toString().equals("KRK.rdtm")), "no temporary file left");
        }
    }

    @Test
    void aDamagedFileIsRejectedByItsChecksum() throws IOException {
        written();
        Path file = TableFile.path(directory, Signature.parse("KRK"));
        byte[] bytes = Files.readAllBytes(file);
        // Find a stored byte of the deflate stream and flip it; either inflation or the CRC must catch it.
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(file, bytes);
        IOException e = assertThrows(IOException.class, () -> TableFile.read(directory, Signature.parse("KRK")));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
    }

    @Test
    void headerProblemsNameTheFile() throws IOException {
        written();
        Path file = TableFile.path(directory, Signature.parse("KRK"));
        Files.copy(file, TableFile.path(directory, Signature.parse("KQK")));
        IOException wrongName = assertThrows(IOException.class, () -> TableFile.read(directory, Signature.parse("KQK")));
        assertTrue(wrongName.getMessage().contains("holds KRK, expected KQK"), wrongName.getMessage());

        try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
            raw.setLength(10);
        }
        IOException truncated = assertThrows(IOException.class, () -> TableFile.read(directory, Signature.parse("KRK")));
        assertTrue(truncated.getMessage().contains("truncated header"), truncated.getMessage());

        Files.writeString(file, "not a table at all");
        IOException notATable = assertThrows(IOException.class, () -> TableFile.read(directory, Signature.parse("KRK")));
        assertTrue(notATable.getMessage().contains("not a Rookery endgame table"), notATable.getMessage());
    }
}
