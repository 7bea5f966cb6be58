package rookery.database.account;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An account's games as one PGN stream, read page by page (lichess: one page; chess.com: one a
 * month), game by game. A connection dropped in the middle of a page is opened again (the page's
 * address for the start of the last game delivered from it), and the games delivered before are
 * not delivered twice; games outside [since, until) are left out. Only whole games pass.
 */
final class AccountStream extends InputStream {
    static final String PGN = "application/x-chess-pgn";

    /** One address to read, asked again from the start time of the last game it delivered (null: from its beginning). */
    @FunctionalInterface
    interface Page {
        URI url(Instant resumeFrom);
    }

    /** The pages, found when the stream is first read. */
    @FunctionalInterface
    interface Pages {
        List<Page> list() throws IOException;
    }

    private final ApiClient client;
    private final Pages pages;
    private final Instant since;
    private final Instant until;
    private final Set<String> delivered = new HashSet<>();
    private List<Page> pageList;
    private int pageIndex;
    private Instant pageResume;
    private InputStream body;
    private GameTexts games;
    private byte[] buffer = new byte[0];
    private int position;
    private Instant newest;
    private int drops;

    AccountStream(ApiClient client, Pages pages, Instant since, Instant until) {
        this.client = client;
        this.pages = pages;
        this.since = since;
        this.until = until;
    }

    /** The start of the newest game delivered so far, or null. */
    Instant newest() {
        return newest;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (position == buffer.length) {
            AccountGame game = nextGame();
            if (game == null) {
                return -1;
            }
            buffer = game.text().getBytes(StandardCharsets.UTF_8);
            position = 0;
        }
        int count = Math.min(length, buffer.length - position);
        System.arraycopy(buffer, position, target, offset, count);
        position += count;
        return count;
    }

    private AccountGame nextGame() throws IOException {
        if (pageList == null) {
            pageList = pages.list();
        }
        while (pageIndex < pageList.size()) {
            AccountGame game = readPage();
            if (game == null) {
                closeBody();
                pageIndex++;
                pageResume = null;
                continue;
            }
            if (game.start() != null) {
                pageResume = game.start();
            }
            if (!delivered.add(game.id()) || game.start() != null && (since != null && game.start().isBefore(since)
                    || until != null && !game.start().isBefore(until))) {
                continue;
            }
            drops = 0;
            if (game.start() != null && (newest == null || game.start().isAfter(newest))) {
                newest = game.start();
            }
            return game;
        }
        return null;
    }

    /** The current page's next game (null at its end), opening it again when the connection drops. */
    private AccountGame readPage() throws IOException {
        while (true) {
            try {
                if (games == null) {
                    URI url = pageList.get(pageIndex).url(pageResume);
                    body = client.get(url, PGN);
                    games = new GameTexts(new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8)));
                }
                return games.next();
            } catch (ApiClient.RefusedException refused) {
                throw refused;
            } catch (IOException dropped) {
                closeBody();
                if (++drops >= ApiClient.ATTEMPTS) {
                    throw new IOException("the connection dropped " + drops + " times without a game coming: " + dropped.getMessage(),
                            dropped);
                }
                pause(Duration.ofMillis(250L << drops));
            }
        }
    }

    private void closeBody() {
        if (body != null) {
            try {
                body.close();
            } catch (IOException ignored) {
                // the connection is gone already
            }
        }
        body = null;
        games = null;
    }

    private static void pause(Duration wait) throws IOException {
        try {
            Thread.sleep(wait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reconnecting", e);
        }
    }

    @Override
    public void close() {
        closeBody();
    }
}
