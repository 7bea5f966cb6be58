package rookery.server;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;

/** A real database of real games served by a real server on 127.0.0.1, for one test class. */
final class LiveServer implements AutoCloseable {

    final OpeningDatabase database;
    final ExplorerServer server;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    private LiveServer(OpeningDatabase database, ExplorerServer server) {
        this.database = database;
        this.server = server;
    }

    /** 580 world championship games, 1834-2004, many with ratings; the test skips when the shared data is absent. */
    static Path worldMatches() {
        Path file = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve("pgn/edge-cases/pychess-world_matches.pgn");
        assumeTrue(Files.isRegularFile(file), "shared test data missing: " + file);
        return file;
    }

    /** The world championship games imported into a database in {@code folder}, served with {@code settings} on any free port. */
    static LiveServer ofWorldMatches(Path folder, ServerSettings settings) throws Exception {
        OpeningDatabase database = OpeningDatabase.open(folder);
        database.importFiles(List.of(worldMatches()), ImportOptions.defaults(), ImportListener.NONE);
        return serving(database, settings);
    }

    static LiveServer serving(OpeningDatabase database, ServerSettings settings) throws Exception {
        return new LiveServer(database, ExplorerServer.start(database, settings.withAddress("127.0.0.1", 0)));
    }

    HttpResponse<String> get(String pathAndQuery) throws IOException, InterruptedException {
        return client.send(HttpRequest.newBuilder(URI.create(server.url() + pathAndQuery)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return client.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    }

    URI uri(String pathAndQuery) {
        return URI.create(server.url() + pathAndQuery);
    }

    @Override
    public void close() throws Exception {
        try (database) {
            server.close();
        }
    }
}
