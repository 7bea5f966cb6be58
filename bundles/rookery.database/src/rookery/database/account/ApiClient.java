package rookery.database.account;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * GET requests to an account API that answer a rate limit (HTTP 429) by waiting as long as the
 * server's {@code Retry-After} says (a minute when it does not, as lichess asks) and asking again,
 * a few times.
 */
final class ApiClient {
    static final int ATTEMPTS = 5;
    private static final Duration DEFAULT_WAIT = Duration.ofMinutes(1);
    private static final Duration LONGEST_WAIT = Duration.ofMinutes(10);

    private final HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
            .connectTimeout(Duration.ofSeconds(20)).build();

    /** The body of a 200 answer to GET {@code url}; any other status fails with a message naming the address. */
    InputStream get(URI url, String accept) throws IOException {
        for (int attempt = 1;; attempt++) {
            HttpResponse<InputStream> response = send(url, accept);
            int status = response.statusCode();
            if (status == 200) {
                return response.body();
            }
            response.body().close();
            if (status != 429 || attempt == ATTEMPTS) {
                throw new RefusedException(url + " answered HTTP " + status + (status == 404 ? " (no such user or page)"
                        : status == 429 ? " (rate limited " + ATTEMPTS + " times in a row)" : ""));
            }
            sleep(retryAfter(response));
        }
    }

    /** The server answered, but not with the games: asking again would not help. */
    static final class RefusedException extends IOException {
        private static final long serialVersionUID = 1L;

        RefusedException(String message) {
            super(message);
        }
    }

    private HttpResponse<InputStream> send(URI url, String accept) throws IOException {
        HttpRequest request = HttpRequest.newBuilder(url).header("Accept", accept).header("User-Agent", "Rookery").GET().build();
        try {
            return client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("request to " + url + " interrupted", e);
        } catch (IOException e) {
            throw new IOException("cannot reach " + url + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), e);
        }
    }

    /** The wait a 429 asks for: Retry-After in seconds or as an HTTP date, else a minute; at most ten minutes. */
    static Duration retryAfter(HttpResponse<?> response) {
        Duration wait = response.headers().firstValue("Retry-After").map(String::trim).map(value -> {
            if (value.matches("\\d{1,9}")) {
                return Duration.ofSeconds(Long.parseLong(value));
            }
            try {
                return Duration.between(ZonedDateTime.now(), ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME));
            } catch (DateTimeParseException e) {
                return DEFAULT_WAIT;
            }
        }).orElse(DEFAULT_WAIT);
        return wait.isNegative() ? Duration.ZERO : wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait;
    }

    private static void sleep(Duration wait) throws IOException {
        try {
            Thread.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while waiting out a rate limit", e);
        }
    }
}
