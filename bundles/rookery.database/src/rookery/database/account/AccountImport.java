package rookery.database.account;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportSource;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;

/**
 * Imports an account's games from lichess ({@code /api/games/user/{name}}, oldest first, with
 * clocks and evaluations) or chess.com (the monthly archives listed by
 * {@code /pub/player/{name}/games/archives}, each month's {@code /pgn}) through the database's
 * import, and remembers the newest game's start in {@link AccountHistory}: the next import of the
 * account asks only for games started after it.
 */
public final class AccountImport {
    private static final Pattern ARCHIVE_MONTH = Pattern.compile("(/pub/player/[^/]+/games/(\\d{4})/(\\d{2}))/?$");

    private AccountImport() {
    }

    /** What an account import did: the import's summary and the newest game's start remembered (null when none came). */
    public record Result(ImportSummary summary, Instant newest) {
    }

    /**
     * Imports the account's games newer than the last import's. A cancelled import remembers
     * nothing, so the next one asks again for the same games (those committed are skipped as duplicates).
     */
    public static Result run(OpeningDatabase database, AccountRequest request, ImportOptions options, ImportListener listener)
            throws IOException, SQLException {
        AccountHistory history = new AccountHistory(database.folder());
        Instant remembered = history.newestGame(request.site(), request.user());
        Instant since = request.since();
        if (remembered != null) {
            Instant after = remembered.plusSeconds(1);
            since = since == null || after.isAfter(since) ? after : since;
        }
        ApiClient client = new ApiClient();
        AccountStream stream = new AccountStream(client, pages(client, request, since), since, request.until());
        String name = request.site().label() + ":" + request.user() + (since == null ? "" : " since " + since);
        ImportSource source = new ImportSource(name, request.site().label() + " " + request.user(), -1, System.currentTimeMillis(),
                () -> stream);
        ImportSummary summary = database.importSources(List.of(source), options, listener);
        if (!summary.cancelled() && stream.newest() != null) {
            history.remember(request.site(), request.user(), stream.newest());
        }
        return new Result(summary, summary.cancelled() ? null : stream.newest());
    }

    private static AccountStream.Pages pages(ApiClient client, AccountRequest request, Instant since) {
        return switch (request.site()) {
            case LICHESS -> () -> List.of(resume -> lichessUrl(request, resume != null && (since == null || resume.isAfter(since))
                    ? resume : since));
            case CHESS_COM -> () -> chessComMonths(client, request, since);
        };
    }

    static URI lichessUrl(AccountRequest request, Instant since) {
        StringBuilder query = new StringBuilder("?sort=dateAsc&clocks=true&evals=true");
        if (since != null) {
            query.append("&since=").append(since.toEpochMilli());
        }
        if (request.until() != null) {
            query.append("&until=").append(request.until().toEpochMilli());
        }
        if (!request.perfTypes().isEmpty()) {
            query.append("&perfType=").append(URLEncoder.encode(String.join(",", request.perfTypes()), StandardCharsets.UTF_8));
        }
        return request.resolve("/api/games/user/" + request.user() + query);
    }

    /** The months of the account's archive that may hold games in [since, until), oldest first, each read whole. */
    private static List<AccountStream.Page> chessComMonths(ApiClient client, AccountRequest request, Instant since) throws IOException {
        URI list = request.resolve("/pub/player/" + request.user().toLowerCase(Locale.ROOT) + "/games/archives");
        YearMonth first = since == null ? null : YearMonth.from(since.atZone(ZoneOffset.UTC));
        YearMonth last = request.until() == null ? null : YearMonth.from(request.until().minusMillis(1).atZone(ZoneOffset.UTC));
        List<AccountStream.Page> months = new ArrayList<>();
        for (String archive : archives(client, list)) {
            Matcher month = ARCHIVE_MONTH.matcher(URI.create(archive).getPath());
            if (!month.find()) {
                throw new IOException(list + ": '" + archive + "' is not a monthly archive's address");
            }
            YearMonth yearMonth = YearMonth.of(Integer.parseInt(month.group(2)), Integer.parseInt(month.group(3)));
            if ((first == null || !yearMonth.isBefore(first)) && (last == null || !yearMonth.isAfter(last))) {
                URI pgn = request.resolve(month.group(1) + "/pgn");
                months.add(resume -> pgn);
            }
        }
        months.sort((a, b) -> a.url(null).compareTo(b.url(null)));
        return months;
    }

    private static List<String> archives(ApiClient client, URI list) throws IOException {
        List<String> archives = new ArrayList<>();
        try (InputStream body = client.get(list, "application/json"); JsonParser json = new JsonFactory().createParser(body)) {
            if (json.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException(list + ": not a JSON object");
            }
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String field = json.currentName();
                JsonToken value = json.nextToken();
                if (field.equals("archives") && value == JsonToken.START_ARRAY) {
                    while (json.nextToken() == JsonToken.VALUE_STRING) {
                        archives.add(json.getText());
                    }
                } else {
                    json.skipChildren();
                }
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IOException(list + ": malformed JSON at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage(), e);
        }
        return archives;
    }
}
