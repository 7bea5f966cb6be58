package rookery.tablebase.syzygy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Fetches a set of Syzygy tables from a mirror into a folder: the files a published SHA-256 list
 * names (as {@code sha256sum} writes it: {@code HEX  KQvK.rtbw}), up to a number of pieces. Each
 * file is streamed into {@code NAME.part} and becomes {@code NAME} only when its checksum is the
 * published one; an interrupted download resumes from the part already on disk (an HTTP range
 * request), a file whose checksum is wrong is deleted and named, and the other files go on. Files
 * already in the folder with the right checksum are kept.
 */
public final class SyzygyDownload {

    /** lichess's public mirror of the 3- to 5-piece tables. */
    public static final URI LICHESS_3_4_5 = URI.create("https://tablebase.lichess.ovh/tables/standard/3-4-5/");
    /** The SHA-256 sums syzygy-tables.info publishes for every table. */
    public static final URI PUBLISHED_SHA256 =
            URI.create("https://raw.githubusercontent.com/niklasf/syzygy-tables.info/HEAD/checksums/SHA256SUM");
    static final String PART = ".part";
    private static final int BUFFER = 1 << 16;

    /** Progress of one file: bytes on disk of {@code total} (-1 when the server does not say). */
    public interface Listener {
        void progress(String file, int fileNumber, int files, long done, long total);
    }

    /**
     * @param downloaded files fetched (whole or resumed) and checked
     * @param present files already in the folder with the right checksum
     * @param failed each file that could not be had, with why
     */
    public record Result(List<String> downloaded, List<String> present, Map<String, String> failed) {
    }

    private final HttpClient client;
    private final URI tables;
    private final URI checksums;
    private final int maxPieces;

    /** Tables from {@code tables} (a folder URL), checked against the list at {@code checksums}, up to {@code maxPieces} pieces. */
    public SyzygyDownload(URI tables, URI checksums, int maxPieces) {
        this.client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).connectTimeout(Duration.ofSeconds(30)).build();
        this.tables = tables.getPath().endsWith("/") ? tables : URI.create(tables + "/");
        this.checksums = checksums;
        this.maxPieces = maxPieces;
    }

    /**
     * Downloads what is missing into {@code folder}.
     *
     * @throws IOException when the checksum list cannot be read (naming its URL)
     * @throws CancellationException when {@code cancelled} says so; the parts downloaded stay for a resume
     */
    public Result download(Path folder, Listener listener, BooleanSupplier cancelled) throws IOException, InterruptedException {
        Files.createDirectories(folder);
        Map<String, String> expected = checksums();
        List<String> downloaded = new ArrayList<>();
        List<String> present = new ArrayList<>();
        Map<String, String> failed = new TreeMap<>();
        int number = 0;
        for (Map.Entry<String, String> file : expected.entrySet()) {
            number++;
            String name = file.getKey();
            Path target = folder.resolve(name);
            if (Files.isRegularFile(target) && sha256(target).equals(file.getValue())) {
                present.add(name);
                continue;
            }
            Path part = folder.resolve(name + PART);
            try {
                fetch(name, part, number, expected.size(), listener, cancelled);
                String actual = sha256(part);
                if (!actual.equals(file.getValue())) {
                    Files.delete(part);
                    failed.put(name, "checksum " + actual + " is not the published " + file.getValue() + " (the download was deleted)");
                    continue;
                }
                Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                downloaded.add(name);
            } catch (IOException e) {
                failed.put(name, e.getMessage());
            }
        }
        return new Result(downloaded, present, failed);
    }

    /** The published checksums of the tables of at most {@code maxPieces} pieces, by file name. */
    Map<String, String> checksums() throws IOException, InterruptedException {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(checksums).GET().build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (response.statusCode() != 200) {
            throw new IOException(checksums + ": HTTP " + response.statusCode());
        }
        Map<String, String> sums = new TreeMap<>();
        int lineNumber = 0;
        for (String line : response.body().split("\n")) {
            lineNumber++;
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.strip().split("\\s+\\*?");
            if (fields.length != 2 || !fields[0].matches("[0-9a-fA-F]{64}")) {
                throw new IOException(checksums + " line " + lineNumber + ": not \"SHA256  FILE\": " + line);
            }
            String name = fields[1];
            boolean table = name.matches("K[QRBNP]*vK[QRBNP]*\\.rtb[wz]");
            if (table && Material.parse(name.substring(0, name.length() - ".rtbw".length())).pieceCount() <= maxPieces) {
                sums.put(name, fields[0].toLowerCase(Locale.ROOT));
            }
        }
        if (sums.isEmpty()) {
            throw new IOException(checksums + ": no table of at most " + maxPieces + " pieces listed");
        }
        return sums;
    }

    /** Streams the file into {@code part}, from where an earlier download stopped when the server takes a range. */
    private void fetch(String name, Path part, int number, int files, Listener listener, BooleanSupplier cancelled)
            throws IOException, InterruptedException {
        long offset = Files.isRegularFile(part) ? Files.size(part) : 0;
        URI uri = tables.resolve(name);
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET();
        if (offset > 0) {
            request.header("Range", "bytes=" + offset + "-");
        }
        HttpResponse<InputStream> response = client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        int status = response.statusCode();
        if (status == 416 && offset > 0) {
            // The part is already whole: its checksum decides.
            response.body().close();
            return;
        }
        if (status != 200 && status != 206) {
            response.body().close();
            throw new IOException(uri + ": HTTP " + status);
        }
        boolean resumed = status == 206;
        long length = response.headers().firstValueAsLong("Content-Length").orElse(-1);
        long total = length < 0 ? -1 : length + (resumed ? offset : 0);
        long done = resumed ? offset : 0;
        try (InputStream in = response.body();
                OutputStream out = Files.newOutputStream(part, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        resumed ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING)) {
            byte[] buffer = new byte[BUFFER];
            while (true) {
                int read;
                try {
                    read = in.read(buffer);
                } catch (IOException e) {
                    throw cut(uri, done, total);
                }
                if (read < 0) {
                    break;
                }
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("download of " + name + " cancelled at " + done + " bytes (kept for a resume)");
                }
                out.write(buffer, 0, read);
                done += read;
                listener.progress(name, number, files, done, total);
            }
        }
        if (total >= 0 && done != total) {
            throw cut(uri, done, total);
        }
    }

    private static IOException cut(URI uri, long done, long total) {
        return new IOException(uri + ": the connection closed after " + done + " of " + total + " bytes (run again to resume)");
    }

    private static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[BUFFER];
            for (int read; (read = in.read(buffer)) >= 0; ) {
                digest.update(buffer, 0, read);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
