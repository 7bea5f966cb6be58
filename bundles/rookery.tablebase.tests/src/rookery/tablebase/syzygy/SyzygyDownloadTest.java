package rookery.tablebase.syzygy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import rookery.chess.Position;

/**
 * Downloads from a real HTTP server on 127.0.0.1 serving the shared Syzygy tables (with range
 * requests, as mirrors do) and the checksums syzygy-tables.info publishes for them.
 */
class SyzygyDownloadTest {

    /** As published in syzygy-tables.info's checksums/SHA256SUM, with a 6-piece line a 5-piece download leaves out. */
    private static final String PUBLISHED = """
            45c453e5113a714bd4ece1cb5ba78cf5d21dd8b06f89708675d164fbe9bd3b53  KQvK.rtbw
            ad20819e947f38bf06865a888dbde488ee4a34d2aa64b5727e1882313b1273a3  KQvK.rtbz
            37f8601644113dc83be9822913d6ecf75e5c8b7eeb11b7689c38a3ff986d2a48  KRvK.rtbw
            9ce83c0f6204fcca761c4203a4644ad2993462749fa39ac27815a29dee740b20  KRvK.rtbz
            8cdbe3c8e098037875de5854c656f8afeadb8327c85b5b7b1cac81719afd3e2c  KQvKR.rtbw
            0c15a2aaa3bdef39da4c26932006b5d38b55b8e3ad13e8a44815d63f84738618  KQvKR.rtbz
            0000000000000000000000000000000000000000000000000000000000000000  KQRPvKQR.rtbw
            """;

    @TempDir
    Path folder;

    private HttpServer server;
    private Path shared;
    private final List<String> ranges = new CopyOnWriteArrayList<>();
    private final AtomicInteger cutAfter = new AtomicInteger(-1);
    private String checksums = PUBLISHED;

    @BeforeEach
    void serve() throws IOException {
        shared = SyzygyTestData.folder();
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/checksums/SHA256SUM", exchange -> send(exchange, 200, checksums.getBytes(StandardCharsets.UTF_8)));
        server.createContext("/tables/", this::table);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    /** A table file, or the bytes from a "Range: bytes=N-" on; a cut connection when {@link #cutAfter} is set. */
    private void table(HttpExchange exchange) throws IOException {
        Path file = shared.resolve(exchange.getRequestURI().getPath().substring("/tables/".length()));
        if (!Files.isRegularFile(file)) {
            send(exchange, 404, new byte[0]);
            return;
        }
        byte[] bytes = Files.readAllBytes(file);
        String range = exchange.getRequestHeaders().getFirst("Range");
        if (range != null) {
            ranges.add(file.getFileName() + " " + range);
            int from = Integer.parseInt(range.substring("bytes=".length(), range.length() - 1));
            exchange.getResponseHeaders().add("Content-Range", "bytes " + from + "-" + (bytes.length - 1) + "/" + bytes.length);
            send(exchange, 206, Arrays.copyOfRange(bytes, from, bytes.length));
            return;
        }
        int cut = cutAfter.getAndSet(-1);
        if (cut >= 0) {
            exchange.sendResponseHeaders(200, bytes.length);
            OutputStream out = exchange.getResponseBody();
            out.write(bytes, 0, cut);
            out.flush();
            // A handler that throws makes the server close the connection: the client sees it cut.
            throw new IOException("connection cut after " + cut + " bytes");
        }
        send(exchange, 200, bytes);
    }

    private static void send(HttpExchange exchange, int status, byte[] body) throws IOException {
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private SyzygyDownload download() {
        URI base = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
        return new SyzygyDownload(base.resolve("/tables/"), base.resolve("/checksums/SHA256SUM"), 5);
    }

    @Test
    void theSetIsFetchedCheckedAndProbedAndASecondRunKeepsIt() throws Exception {
        List<String> progress = new CopyOnWriteArrayList<>();
        SyzygyDownload.Result result = download().download(folder,
                (file, number, files, done, total) -> progress.add(file + " " + number + "/" + files + " " + done + "/" + total), () -> false);
        assertEquals(List.of("KQvK.rtbw", "KQvK.rtbz", "KQvKR.rtbw", "KQvKR.rtbz", "KRvK.rtbw", "KRvK.rtbz"), result.downloaded());
        assertEquals(Map.of(), result.failed());
        for (String name : result.downloaded()) {
            assertArrayEquals(Files.readAllBytes(shared.resolve(name)), Files.readAllBytes(folder.resolve(name)), name);
        }
        long size = Files.size(shared.resolve("KQvKR.rtbz"));
        assertTrue(progress.contains("KQvKR.rtbz 4/6 " + size + "/" + size), progress.toString());
        SyzygyTablebases tables = SyzygyTablebases.open(List.of(folder));
        assertEquals(SyzygyWdl.WIN, tables.probeWdl(Position.fromFen("8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1")));
        assertEquals(51, tables.probeDtz(Position.fromFen("8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1")).dtz());

        SyzygyDownload.Result again = download().download(folder, (file, number, files, done, total) -> {
        }, () -> false);
        assertEquals(List.of(), again.downloaded());
        assertEquals(6, again.present().size());
    }

    @Test
    void anInterruptedDownloadResumesFromThePartOnDisk() throws Exception {
        String name = "KQvKR.rtbz";
        long size = Files.size(shared.resolve(name));
        cutAfter.set(1000);
        checksums = PUBLISHED.lines().filter(line -> line.endsWith(name)).findFirst().orElseThrow() + "\n";
        SyzygyDownload.Result cut = download().download(folder, (file, number, files, done, total) -> {
        }, () -> false);
        assertTrue(cut.failed().get(name).contains("closed after 1000 of " + size + " bytes"), cut.failed().toString());
        assertEquals(1000, Files.size(folder.resolve(name + SyzygyDownload.PART)));
        assertFalse(Files.exists(folder.resolve(name)), "an incomplete table is never in use");

        SyzygyDownload.Result resumed = download().download(folder, (file, number, files, done, total) -> {
        }, () -> false);
        assertEquals(List.of(name + " bytes=1000-"), ranges);
        assertEquals(List.of(name), resumed.downloaded());
        assertArrayEquals(Files.readAllBytes(shared.resolve(name)), Files.readAllBytes(folder.resolve(name)));
        assertFalse(Files.exists(folder.resolve(name + SyzygyDownload.PART)));
    }

    @Test
    void aFileWhoseChecksumIsWrongIsDeletedAndNamedAndTheOthersAreKept() throws Exception {
        checksums = PUBLISHED.replace("37f8601644113dc83be9822913d6ecf75e5c8b7eeb11b7689c38a3ff986d2a48  KRvK.rtbw",
                "9d3518b12df3d2006441df758bce31e961346e70a11920aaad75c647003bb6e7  KRvK.rtbw");
        SyzygyDownload.Result result = download().download(folder, (file, number, files, done, total) -> {
        }, () -> false);
        assertEquals(List.of("KRvK.rtbw"), List.copyOf(result.failed().keySet()));
        assertTrue(result.failed().get("KRvK.rtbw").contains("is not the published 9d3518b1"), result.failed().toString());
        assertFalse(Files.exists(folder.resolve("KRvK.rtbw")));
        assertFalse(Files.exists(folder.resolve("KRvK.rtbw" + SyzygyDownload.PART)));
        assertEquals(5, result.downloaded().size());
    }

    @Test
    void cancellingKeepsThePartAndABadListIsNamed() throws Exception {
        assertThrows(CancellationException.class, () -> download().download(folder, (file, number, files, done, total) -> {
        }, () -> true));
        assertTrue(Files.exists(folder.resolve("KQvK.rtbw" + SyzygyDownload.PART)));
        checksums = "not a checksum line\n";
        IOException bad = assertThrows(IOException.class, () -> download().download(folder, (file, number, files, done, total) -> {
        }, () -> false));
        assertTrue(bad.getMessage().endsWith("SHA256SUM line 1: not \"SHA256  FILE\": not a checksum line"), bad.getMessage());
    }
}
