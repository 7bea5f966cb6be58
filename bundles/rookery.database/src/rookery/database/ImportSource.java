package rookery.database;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * Where an import reads PGN from: a file, or a download streamed straight into the import (plain,
 * gzip or Zstandard, told by its first bytes). {@code name} is the file's absolute path or the URL
 * (what the import log remembers); {@code size} its length in bytes as stored or sent (-1 when a
 * server does not say), {@code modified} its time stamp in milliseconds (0 when unknown).
 */
public record ImportSource(String name, String shortName, long size, long modified, Opener opener) {
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(20);

    /** Opens the source's bytes; called once, when its games are read. */
    @FunctionalInterface
    public interface Opener {
        InputStream open() throws IOException;
    }

    public static ImportSource file(Path file) throws IOException {
        Path absolute = file.toAbsolutePath().normalize();
        return new ImportSource(absolute.toString(), absolute.getFileName().toString(), Files.size(absolute),
                Files.getLastModifiedTime(absolute).toMillis(), () -> Files.newInputStream(absolute));
    }

    /**
     * A download over HTTP or HTTPS. Its length and time stamp are asked for first (HEAD), so
     * that progress is by bytes downloaded; the body is requested when the import reads it.
     */
    public static ImportSource download(URI url) throws IOException {
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || url.getHost() == null) {
            throw new IOException("not an http or https address: " + url);
        }
        HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).connectTimeout(CONNECT_TIMEOUT).build();
        HttpResponse<Void> head = send(client, HttpRequest.newBuilder(url).method("HEAD", HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.discarding(), url);
        long size = head.statusCode() == 200 ? head.headers().firstValueAsLong("Content-Length").orElse(-1) : -1;
        long modified = head.statusCode() == 200 ? lastModified(head).orElse(0) : 0;
        String path = url.getPath() == null ? "" : url.getPath();
        String shortName = path.isEmpty() || path.endsWith("/") ? url.getHost() : path.substring(path.lastIndexOf('/') + 1);
        return new ImportSource(url.toString(), shortName, size, modified, () -> {
            HttpResponse<InputStream> response = send(client, HttpRequest.newBuilder(url).GET().build(),
                    HttpResponse.BodyHandlers.ofInputStream(), url);
            if (response.statusCode() != 200) {
                response.body().close();
                throw new IOException(url + " answered HTTP " + response.statusCode() + " instead of the PGN file");
            }
            return response.body();
        });
    }

    /** The number of bytes of all the sources, or -1 when one of them does not tell. */
    public static long totalSize(Iterable<ImportSource> sources) {
        long total = 0;
        for (ImportSource source : sources) {
            if (source.size() < 0) {
                return -1;
            }
            total += source.size();
        }
        return total;
    }

    private static <T> HttpResponse<T> send(HttpClient client, HttpRequest request, HttpResponse.BodyHandler<T> body, URI url)
            throws IOException {
        try {
            return client.send(request, body);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("download of " + url + " interrupted", e);
        } catch (IOException e) {
            throw new IOException("cannot download " + url + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), e);
        }
    }

    private static OptionalLong lastModified(HttpResponse<?> response) {
        return response.headers().firstValue("Last-Modified").map(value -> {
            try {
                return OptionalLong.of(ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant().toEpochMilli());
            } catch (DateTimeParseException e) {
                return OptionalLong.empty();
            }
        }).orElse(OptionalLong.empty());
    }
}
