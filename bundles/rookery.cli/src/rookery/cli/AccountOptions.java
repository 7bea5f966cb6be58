package rookery.cli;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import rookery.database.account.AccountRequest;
import rookery.database.account.AccountSite;

/** The options of {@code import} that fetch an account's games from lichess or chess.com. */
final class AccountOptions {

    @Option(names = "--lichess", paramLabel = "NAME", description = "Import the games of this lichess account (public games, no token).")
    String lichess;

    @Option(names = "--chesscom", paramLabel = "NAME", description = "Import the games of this chess.com account (its monthly archives).")
    String chessCom;

    @Option(names = "--since", paramLabel = "DATE", description = "With --lichess/--chesscom: games started on or after this day "
            + "(yyyy-mm-dd, UTC; default: after the newest game the last import of the account brought).")
    String since;

    @Option(names = "--until", paramLabel = "DATE", description = "With --lichess/--chesscom: games started on or before this day (yyyy-mm-dd, UTC).")
    String until;

    @Option(names = "--perf-type", paramLabel = "T", split = ",", description = "With --lichess: only these perf types "
            + "(ultraBullet, bullet, blitz, rapid, classical, correspondence, chess960; repeat or separate by commas).")
    List<String> perfTypes = new ArrayList<>();

    @Option(names = "--api-url", paramLabel = "URL", description = "With --lichess/--chesscom: the API's base URL "
            + "(default https://lichess.org, https://api.chess.com; a mirror or a test server).")
    String apiUrl;

    /** The account import asked for, or null when neither --lichess nor --chesscom is given. */
    AccountRequest request(CommandLine command) {
        if (lichess != null && chessCom != null) {
            throw new ParameterException(command, "--lichess and --chesscom: one account at a time");
        }
        if (lichess == null && chessCom == null) {
            if (since != null || until != null || !perfTypes.isEmpty() || apiUrl != null) {
                throw new ParameterException(command, "--since, --until, --perf-type and --api-url go with --lichess or --chesscom");
            }
            return null;
        }
        AccountSite site = lichess != null ? AccountSite.LICHESS : AccountSite.CHESS_COM;
        try {
            return new AccountRequest(site, lichess != null ? lichess : chessCom, day(command, "--since", since, 0),
                    day(command, "--until", until, 1), perfTypes, apiUrl == null ? null : url(command));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(command, optionOf(e.getMessage()) + e.getMessage());
        }
    }

    private static String optionOf(String message) {
        return message.startsWith("perf type") ? "--perf-type: " : message.startsWith("user name") ? "--lichess/--chesscom: "
                : message.startsWith("API URL") ? "--api-url: " : "--since/--until: ";
    }

    private static Instant day(CommandLine command, String option, String text, int daysAfter) {
        if (text == null) {
            return null;
        }
        try {
            return LocalDate.parse(text).plusDays(daysAfter).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException e) {
            throw new ParameterException(command, option + ": '" + text + "' is not a day as yyyy-mm-dd");
        }
    }

    private URI url(CommandLine command) {
        try {
            return new URI(apiUrl);
        } catch (URISyntaxException e) {
            throw new ParameterException(command, "--api-url: '" + apiUrl + "' is not an address: " + e.getReason());
        }
    }
}
