package rookery.database.account;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Which games of an account to import: the site, the user name, games started from {@code since}
 * (inclusive, null: from the account's first game or the last import's newest) until {@code until}
 * (exclusive, null: up to now), of the given perf types (empty: all), from the API at {@code baseUrl}
 * (the site's own, a mirror or a test server).
 */
public record AccountRequest(AccountSite site, String user, Instant since, Instant until, List<String> perfTypes, URI baseUrl) {
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]{0,29}");

    public AccountRequest {
        Objects.requireNonNull(site, "site");
        if (user == null || !USER.matcher(user).matches()) {
            throw new IllegalArgumentException("user name: " + (user == null || user.isBlank() ? "missing" : "'" + user
                    + "' is not a " + site.label() + " user name (letters, digits, _ and -, at most 30)"));
        }
        perfTypes = List.copyOf(perfTypes);
        for (String perf : perfTypes) {
            if (!site.perfTypes().contains(perf)) {
                throw new IllegalArgumentException("perf type: " + site.label() + (site.perfTypes().isEmpty() ? " has no perf type filter"
                        : " knows " + String.join(", ", site.perfTypes().stream().sorted().toList())) + ", not '" + perf + "'");
            }
        }
        if (since != null && until != null && !since.isBefore(until)) {
            throw new IllegalArgumentException("since " + since + " is not before until " + until);
        }
        baseUrl = baseUrl == null ? site.defaultBaseUrl() : baseUrl;
        String scheme = baseUrl.getScheme();
        if (scheme == null || !scheme.equalsIgnoreCase("http") && !scheme.equalsIgnoreCase("https") || baseUrl.getHost() == null) {
            throw new IllegalArgumentException("API URL: not an http or https address: " + baseUrl);
        }
    }

    public static AccountRequest of(AccountSite site, String user) {
        return new AccountRequest(site, user, null, null, List.of(), null);
    }

    /** The address of {@code path} (which starts with '/') under the base URL, whose own path is kept. */
    URI resolve(String path) {
        String base = baseUrl.toString();
        return URI.create((base.endsWith("/") ? base.substring(0, base.length() - 1) : base) + path);
    }
}
