package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.airlift.compress.zstd.ZstdOutputStream;

/** Zstandard-compressed PGN (lichess publishes its database as {@code .pgn.zst}) reads like the plain file. */
class ZstandardTest {

    /** About 4 MB of text. */
    private static final int LONG_TEXT_GAMES = 12_000;

    @TempDir
    Path folder;

    @Test
    void aFileMadeByTheZstdCommandReadsLikeThePlainFileWithTheSameDiagnostics() throws IOException {
        List<PgnRecord> plain = readResource("fixtures/mixed.pgn");
        List<PgnRecord> compressed = readResource("fixtures/mixed.pgn.zst");
        assertEquals(4, Pgn.games(plain).size());
        assertEquals(3, Pgn.rejections(plain).size());
        assertSameRecords(plain, compressed);
    }

    @Test
    void recognisedByItsMagicBytesWhateverTheFileIsCalled() throws IOException {
        byte[] text = manyGames(2_000);
        Path plainFile = Files.write(folder.resolve("games.pgn"), text);
        Path compressedFile = Files.write(folder.resolve("games-too.pgn"), zstd(text));
        for (int threads : new int[] {1, 2}) {
            List<PgnRecord> plain = Pgn.read(plainFile, PgnOptions.defaults(), threads);
            List<PgnRecord> compressed = Pgn.read(compressedFile, PgnOptions.defaults(), threads);
            assertEquals(2_000, plain.size());
            assertSameRecords(plain, compressed);
        }
    }

    @Test
    void progressCountsCompressedBytesUpToTheFileSize() throws IOException {
        Path file = Files.write(folder.resolve("games.pgn.zst"), zstd(manyGames(500)));
        try (PgnReader reader = PgnReader.open(file)) {
            long previous = 0;
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                assertTrue(reader.bytesRead() >= previous);
                previous = reader.bytesRead();
            }
            assertEquals(Files.size(file), reader.bytesRead());
        }
    }

    @Test
    void realGamesReadTheSameCompressed() throws IOException {
        Path plainFile = Pgn.sharedData("pgn/edge-cases/pychess-world_matches.pgn");
        Path compressedFile = Files.write(folder.resolve("world_matches.pgn.zst"), zstd(Files.readAllBytes(plainFile)));
        assertSameRecords(Pgn.read(plainFile, PgnOptions.defaults(), 2), Pgn.read(compressedFile, PgnOptions.defaults(), 2));
    }

    /**
     * The decoder holds back one window of text (1 MB for the library's encoder), so the cut must
     * be further into the text than that for games to come before the error.
     */
    @Test
    void aTruncatedFileDeliversTheGamesBeforeTheCutThenALocatedError() throws IOException {
        byte[] text = manyGames(LONG_TEXT_GAMES);
        byte[] compressed = zstd(text);
        Path file = Files.write(folder.resolve("cut.pgn.zst"), Arrays.copyOf(compressed, compressed.length * 3 / 4));
        List<PgnRecord> expected = Pgn.read(text, PgnOptions.defaults());
        for (int threads : new int[] {1, 2}) {
            List<PgnRecord> delivered = new ArrayList<>();
            PgnReadException failure = assertThrows(PgnReadException.class, () -> Pgn.readInto(file, PgnOptions.defaults(), threads, delivered));
            assertTrue(failure.getMessage().contains("truncated"), failure.getMessage());
            assertTrue(failure.getMessage().startsWith(file + ":" + failure.line() + ":" + failure.column() + ": game "
                    + failure.game() + ": "), failure.getMessage());
            assertEquals(file.toString(), failure.source());
            assertEquals(Files.size(file), failure.fileOffset());
            assertTrue(delivered.size() > 1_000 && delivered.size() < LONG_TEXT_GAMES, delivered.size() + " games before the cut");
            assertEquals(delivered.size() + 1, failure.game());
            assertSameRecords(expected.subList(0, delivered.size()), delivered);
            assertLocationInside(text, failure);
        }
    }

    @Test
    void damagedDataGivesALocatedErrorInsteadOfWrongGames() throws IOException {
        byte[] text = manyGames(LONG_TEXT_GAMES);
        byte[] compressed = zstd(text);
        int damage = compressed.length * 3 / 4;
        Arrays.fill(compressed, damage, damage + 64, (byte) 0x5a);
        Path file = Files.write(folder.resolve("damaged.pgn.zst"), compressed);
        List<PgnRecord> delivered = new ArrayList<>();
        PgnReadException failure = assertThrows(PgnReadException.class, () -> Pgn.readInto(file, PgnOptions.defaults(), 2, delivered));
        assertTrue(failure.getMessage().contains("Zstandard data is damaged"), failure.getMessage());
        assertTrue(delivered.size() > 1_000 && delivered.size() < LONG_TEXT_GAMES, delivered.size() + " games before the damage");
        assertEquals(delivered.size() + 1, failure.game());
        assertLocationInside(text, failure);
        assertSameRecords(Pgn.read(text, PgnOptions.defaults()).subList(0, delivered.size()), delivered);
    }

    @Test
    void aFileOfOnlyTheMagicNumberIsTruncated() throws IOException {
        Path file = Files.write(folder.resolve("magic.pgn.zst"), new byte[] {0x28, (byte) 0xb5, 0x2f, (byte) 0xfd});
        PgnReadException failure = assertThrows(PgnReadException.class, () -> Pgn.readInto(file, PgnOptions.defaults(), 1, new ArrayList<>()));
        assertEquals(1, failure.game());
        assertEquals(1, failure.line());
        assertEquals(1, failure.column());
        assertTrue(failure.getMessage().contains("truncated"), failure.getMessage());
    }

    /** The error's line and column lie in the text: the line exists and is at least that long. */
    private static void assertLocationInside(byte[] text, PgnReadException failure) {
        String[] lines = new String(text, StandardCharsets.UTF_8).split("\n", -1);
        assertTrue(failure.line() <= lines.length, "line " + failure.line());
        assertTrue(failure.column() >= 1 && failure.column() - 1 <= lines[(int) failure.line() - 1].length(),
                "column " + failure.column() + " of line " + failure.line());
    }

    private static void assertSameRecords(List<PgnRecord> expected, List<PgnRecord> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            PgnRecord want = expected.get(i);
            PgnRecord got = actual.get(i);
            assertEquals(want.text(), got.text(), "record " + i);
            if (want instanceof PgnGame wantGame) {
                PgnGame gotGame = assertInstanceOf(PgnGame.class, got, "record " + i);
                assertEquals(wantGame.number(), gotGame.number());
                assertEquals(wantGame.line(), gotGame.line());
                assertEquals(wantGame.tags(), gotGame.tags());
                assertArrayEquals(wantGame.mainline(), gotGame.mainline());
                assertEquals(wantGame.result(), gotGame.result());
            } else {
                PgnDiagnostic want2 = ((PgnRejection) want).diagnostic();
                PgnDiagnostic got2 = assertInstanceOf(PgnRejection.class, got, "record " + i).diagnostic();
                assertEquals(List.of(want2.game(), want2.line(), want2.column(), want2.token(), want2.reason(), want2.message()),
                        List.of(got2.game(), got2.line(), got2.column(), got2.token(), got2.reason(), got2.message()));
            }
        }
    }

    private List<PgnRecord> readResource(String name) throws IOException {
        try (InputStream in = getClass().getResourceAsStream(name)) {
            assertNotNull(in, "resource " + name);
            return Pgn.read(in.readAllBytes(), PgnOptions.defaults());
        }
    }

    /**
     * Distinct games with a comment of random digits each, so that the text compresses only a few
     * times and spans many Zstandard blocks; one game in seven has an illegal move.
     */
    private static byte[] manyGames(int count) {
        Random random = new Random(count);
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= count; i++) {
            text.append("[Event \"Game ").append(i).append("\"]\n[White \"Wh\u00eete ").append(i).append("\"]\n[Black \"Black\"]\n")
                    .append("[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {");
            for (int word = 0; word < 8; word++) {
                text.append(Long.toHexString(random.nextLong())).append(' ');
            }
            text.append("} Nc6 3. Bb5 a6 ").append(i % 7 == 0 ? "4. Bb5 " : "4. Ba4 ").append("Nf6 5. O-O Be7 1-0\n\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] zstd(byte[] bytes) throws IOException {
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        try (OutputStream out = new ZstdOutputStream(compressed)) {
            out.write(bytes);
        }
        return compressed.toByteArray();
    }
}
