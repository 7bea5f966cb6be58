package rookery.database.account;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Properties;

import rookery.database.KeptProperties;

/**
 * The start time of the newest game imported from each account, kept in the database folder
 * ({@code accounts.properties}, one line per account: {@code lichess.name=epoch millis}), so that
 * the next import of the account asks only for newer games.
 */
public final class AccountHistory {
    static final String FILE = "accounts.properties";

    private final Path file;

    public AccountHistory(Path databaseFolder) {
        this.file = databaseFolder.resolve(FILE);
    }

    /** The newest game's start imported from the account, or null when none was. */
    public synchronized Instant newestGame(AccountSite site, String user) throws IOException {
        String value = read().getProperty(site.key(user));
        if (value == null) {
            return null;
        }
        try {
            return Instant.ofEpochMilli(Long.parseLong(value.trim()));
        } catch (NumberFormatException e) {
            throw new IOException(file + ": " + site.key(user) + " is not a time in milliseconds: '" + value + "'");
        }
    }

    /** Remembers {@code newest} for the account unless a newer game is remembered already; written whole, then renamed. */
    public synchronized void remember(AccountSite site, String user, Instant newest) throws IOException {
        Instant known = newestGame(site, user);
        if (known != null && !newest.isAfter(known)) {
            return;
        }
        Properties accounts = read();
        accounts.setProperty(site.key(user), Long.toString(newest.toEpochMilli()));
        KeptProperties.write(file, accounts, "newest game imported from each account (epoch milliseconds)");
    }

    private Properties read() throws IOException {
        return KeptProperties.read(file);
    }
}
