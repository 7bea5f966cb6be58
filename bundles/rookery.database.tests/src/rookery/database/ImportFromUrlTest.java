package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.SimpleFileServer;

import io.airlift.compress.zstd.ZstdOutputStream;
import rookery.chess.Position;

/** A PGN file downloaded from a real HTTP server on 127.0.0.1 imports exactly as the same file read from disk. */
class ImportFromUrlTest {
    private static final int GAMES = 240;
    private static final String[] LINES = {"1. e4 c5 2. Nf3 d6", "1. e4 e5 2. Nf3 Nc6 3. Bb5", "1. d4 d5 2. c4 e6",
        "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7", "1. c4 e5", "1. e4 c5 2. Nc3"};
    private static final String[] RESULTS = {"1-0", "1/2-1/2", "0-1"};

    @TempDir
    Path folder;
    private HttpServer server;
    private byte[] compressed;

    @BeforeEach
    void serve() throws IOException {
        compressed = zstd(pgn().getBytes(StandardCharsets.UTF_8));
        Path served = Files.createDirectories(folder.resolve("served"));
        Files.write(served.resolve("games.pgn.zst"), compressed);
        server = SimpleFileServer.createFileServer(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), served,
                SimpleFileServer.OutputLevel.NONE);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private URI url(String path) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
    }

    @Test
    void aDownloadedZstandardFileGivesTheStatisticsOfTheSameFileFromDiskWithProgressByBytesDownloaded() throws Exception {
        Path file = Files.writeString(folder.resolve("games.pgn"), pgn(), StandardCharsets.UTF_8);
        try (OpeningDatabase fromDisk = OpeningDatabase.open(folder.resolve("disk"));
                OpeningDatabase downloaded = OpeningDatabase.open(folder.resolve("download"))) {
            fromDisk.importFiles(List.of(file), ImportOptions.defaults(), ImportListener.NONE);
            ImportSource source = ImportSource.download(url("/games.pgn.zst"));
            assertEquals(compressed.length, source.size(), "the length is asked of the server first");
            assertEquals("games.pgn.zst", source.shortName());
            AtomicLong mostBytes = new AtomicLong();
            ImportSummary summary = downloaded.importSources(List.of(source), new ImportOptions(2, 50), progress -> {
                assertEquals(compressed.length, progress.totalBytes());
                mostBytes.accumulateAndGet(progress.bytesRead(), Math::max);
            });
            assertEquals(GAMES, summary.imported());
            assertEquals(compressed.length, mostBytes.get(), "progress reaches the bytes downloaded");
            assertEquals(fromDisk.gameCount(), downloaded.gameCount());
            for (String line : List.of("", "e4", "e4 c5", "d4 Nf6 c4", "c4 e5")) {
                Position position = Position.startpos();
                MoveText.play(position, line);
                assertEquals(fromDisk.explore(position, ExploreFilter.NONE).moves().toString(),
                        downloaded.explore(position, ExploreFilter.NONE).moves().toString(), line);
            }
            ImportSummary again = downloaded.importSources(List.of(ImportSource.download(url("/games.pgn.zst"))), ImportOptions.defaults(),
                    ImportListener.NONE);
            assertEquals(1, again.alreadyImported(), "the same download, complete before, is not read again");
        }
    }

    @Test
    void aCancelledDownloadKeepsWhatWasCommittedAndTheNextImportCompletesIt() throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            ImportSummary cancelled = database.importSources(List.of(ImportSource.download(url("/games.pgn.zst"))), new ImportOptions(1, 40),
                    new ImportListener() {
                        private boolean started;

                        @Override
                        public void progress(ImportProgress progress) {
                            started |= progress.imported() > 0;
                        }

                        @Override
                        public boolean isCancelled() {
                            return started;
                        }
                    });
            assertTrue(cancelled.cancelled());
            assertTrue(database.gameCount() < GAMES, database.gameCount() + " games after the cancel");
            database.importSources(List.of(ImportSource.download(url("/games.pgn.zst"))), ImportOptions.defaults(), ImportListener.NONE);
            assertEquals(GAMES, database.gameCount());
        }
    }

    @Test
    void aMissingFileOrAnAddressThatIsNotHttpIsRefusedNamingIt() throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            URI missing = url("/nothing.pgn");
            IOException notFound = assertThrows(IOException.class,
                    () -> database.importSources(List.of(ImportSource.download(missing)), ImportOptions.defaults(), ImportListener.NONE));
            assertTrue(notFound.getMessage().contains(missing.toString()) && notFound.getMessage().contains("HTTP 404"), notFound.getMessage());
            assertEquals(0, database.gameCount());
        }
        IOException ftp = assertThrows(IOException.class, () -> ImportSource.download(URI.create("ftp://127.0.0.1/games.pgn")));
        assertTrue(ftp.getMessage().contains("not an http or https address"), ftp.getMessage());
        IOException refused = assertThrows(IOException.class, () -> ImportSource.download(URI.create("http://127.0.0.1:1/games.pgn")));
        assertTrue(refused.getMessage().contains("cannot download http://127.0.0.1:1/games.pgn"), refused.getMessage());
    }

    /** {@value #GAMES} distinct games (each on its own date), over a few openings and all results. */
    private static String pgn() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < GAMES; i++) {
            String result = RESULTS[i % RESULTS.length];
            text.append(String.format("[White \"White %d\"]%n[Black \"Black %d\"]%n[WhiteElo \"%d\"]%n[BlackElo \"%d\"]%n"
                    + "[Date \"%d.%02d.01\"]%n[Result \"%s\"]%n%n%s %s%n%n", i % 17, i % 13, 2200 + i % 300, 2250 + i % 250,
                    1900 + i / 12, i % 12 + 1, result, LINES[i % LINES.length], result));
        }
        return text.toString();
    }

    private static byte[] zstd(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZstdOutputStream zstd = new ZstdOutputStream(out)) {
            zstd.write(bytes);
        }
        return out.toByteArray();
    }
}
