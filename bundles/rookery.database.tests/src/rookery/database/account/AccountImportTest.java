package rookery.database.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.GameSort;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;

/** Account imports against a real HTTP server on 127.0.0.1 speaking lichess's and chess.com's APIs. */
class AccountImportTest {
    private static final Instant JANUARY = Instant.parse("2024-01-03T10:00:00Z");
    private static final ImportOptions OPTIONS = new ImportOptions(1, 7);

    @TempDir
    Path folder;
    private AccountServer server;

    @BeforeEach
    void serve() throws IOException {
        server = new AccountServer();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private void addGames(String user, String site, int from, int to) {
        for (int i = from; i < to; i++) {
            server.add(user, site, JANUARY.plusSeconds(i * 86_400L / 3), i);
        }
    }

    private AccountRequest lichess(String user) {
        return new AccountRequest(AccountSite.LICHESS, user, null, null, List.of(), server.baseUrl());
    }

    @Test
    void lichessGamesComeWithTheirClocksThroughARateLimitAndADroppedConnectionAndTheNextImportAsksOnlyForNewerGames()
            throws Exception {
        addGames("Alice", "lichess", 0, 30);
        addGames("Bob", "lichess", 100, 105);
        server.rateLimitNext();
        server.dropNextAfter(12);
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            long started = System.nanoTime();
            AccountImport.Result first = AccountImport.run(database, lichess("alice"), OPTIONS, ImportListener.NONE);
            assertTrue(System.nanoTime() - started >= 900_000_000L, "the 429's Retry-After of a second is waited out");
            assertEquals(30, first.summary().imported());
            assertEquals(0, first.summary().duplicates(), "the games before the dropped connection are not read twice");
            assertEquals(30, database.gameCount());
            assertEquals(JANUARY.plusSeconds(29 * 86_400L / 3), first.newest());
            List<URI> asked = server.gameRequests();
            assertEquals(3, asked.size(), "the 429, the dropped stream and its resumption: " + asked);
            assertTrue(asked.get(0).getQuery().contains("clocks=true") && asked.get(0).getQuery().contains("evals=true"), asked.toString());
            assertTrue(asked.get(2).getQuery().contains("since=" + JANUARY.plusSeconds(11 * 86_400L / 3).toEpochMilli()),
                    "resumed from the last whole game's start: " + asked.get(2));
            String pgn = database.game(database.games(null, "player:opponent0", GameSort.DATE, 1).games().get(0).id()).pgn();
            assertTrue(pgn.contains("1. e4 c5 2. Nf3 d6"), pgn);

            addGames("Alice", "lichess", 30, 34);
            server.requests.clear();
            AccountImport.Result second = AccountImport.run(database, lichess("Alice"), OPTIONS, ImportListener.NONE);
            assertEquals(4, second.summary().imported());
            assertEquals(0, second.summary().duplicates(), "only the newer games were sent");
            assertTrue(server.requests.get(0).getQuery().contains("since=" + JANUARY.plusSeconds(29 * 86_400L / 3 + 1).toEpochMilli()),
                    server.requests.toString());
            assertEquals(34, database.gameCount());
        }
        try (OpeningDatabase reopened = OpeningDatabase.open(folder.resolve("db"))) {
            server.requests.clear();
            assertEquals(0, AccountImport.run(reopened, lichess("alice"), OPTIONS, ImportListener.NONE).summary().imported(),
                    "remembered in the database folder across openings");
            assertEquals(JANUARY.plusSeconds(33 * 86_400L / 3), new AccountHistory(folder.resolve("db")).newestGame(AccountSite.LICHESS, "ALICE"));
        }
    }

    @Test
    void chessComMonthsAreReadFromTheBaseUrlAndTheNextImportReadsOnlyFromTheNewestGamesMonth() throws Exception {
        addGames("carol", "chesscom", 0, 200);
        server.dropNextAfter(5);
        AccountRequest request = new AccountRequest(AccountSite.CHESS_COM, "Carol", null, null, List.of(), server.baseUrl());
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            AccountImport.Result first = AccountImport.run(database, request, OPTIONS, ImportListener.NONE);
            assertEquals(200, first.summary().imported());
            assertEquals(0, first.summary().duplicates());
            List<URI> months = server.gameRequests();
            assertEquals(4, months.size(), "three months (January to March), the first read twice after the drop: " + months);
            assertTrue(months.get(0).getPath().endsWith("/games/2024/01/pgn"), months.toString());

            addGames("carol", "chesscom", 200, 203);
            server.requests.clear();
            AccountImport.Result second = AccountImport.run(database, request, OPTIONS, ImportListener.NONE);
            assertEquals(3, second.summary().imported());
            assertEquals(0, second.summary().duplicates(), "the month's older games are left out before the import");
            assertEquals(List.of("/pub/player/carol/games/2024/03/pgn"), server.gameRequests().stream().map(URI::getPath).toList());
        }
    }

    @Test
    void sinceUntilAndPerfTypesGoToLichessAndBadValuesAreRefusedNamingThem() throws Exception {
        addGames("dave", "lichess", 0, 9);
        AccountRequest window = new AccountRequest(AccountSite.LICHESS, "dave", JANUARY.plusSeconds(86_400), JANUARY.plusSeconds(2 * 86_400),
                List.of("blitz", "rapid"), server.baseUrl());
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            assertEquals(3, AccountImport.run(database, window, OPTIONS, ImportListener.NONE).summary().imported());
            assertTrue(server.requests.get(0).getQuery().contains("perfType=blitz,rapid"), server.requests.toString());
            IOException missing = assertThrows(IOException.class, () -> AccountImport.run(database, lichess("nobody"), OPTIONS, ImportListener.NONE));
            assertTrue(missing.getMessage().contains("/api/games/user/nobody") || missing.getCause() != null, missing.getMessage());
        }
        IllegalArgumentException perf = assertThrows(IllegalArgumentException.class,
                () -> new AccountRequest(AccountSite.LICHESS, "dave", null, null, List.of("blits"), null));
        assertTrue(perf.getMessage().startsWith("perf type:") && perf.getMessage().contains("'blits'"), perf.getMessage());
        IllegalArgumentException user = assertThrows(IllegalArgumentException.class, () -> AccountRequest.of(AccountSite.CHESS_COM, "a b"));
        assertTrue(user.getMessage().startsWith("user name:"), user.getMessage());
        assertFalse(AccountSite.CHESS_COM.perfTypes().contains("blitz"));
    }

    @Test
    void gamesWhoseSiteIsNoAddressAreToldApartByTheirText() throws Exception {
        addGames("erin", "Hastings 1984/85", 0, 6);
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            assertEquals(6, AccountImport.run(database, lichess("erin"), OPTIONS, ImportListener.NONE).summary().imported());
        }
    }
}
