package rookery.database.account;

import java.net.URI;
import java.util.Locale;
import java.util.Set;

/** A site whose public API gives an account's games: its default base URL and the perf types it filters by. */
public enum AccountSite {
    LICHESS("lichess", URI.create("https://lichess.org"), Set.of("ultraBullet", "bullet", "blitz", "rapid", "classical",
            "correspondence", "chess960")),
    CHESS_COM("chess.com", URI.create("https://api.chess.com"), Set.of());

    private final String label;
    private final URI defaultBaseUrl;
    private final Set<String> perfTypes;

    AccountSite(String label, URI defaultBaseUrl, Set<String> perfTypes) {
        this.label = label;
        this.defaultBaseUrl = defaultBaseUrl;
        this.perfTypes = perfTypes;
    }

    public String label() {
        return label;
    }

    public URI defaultBaseUrl() {
        return defaultBaseUrl;
    }

    /** The perf types ({@code perfType}) the site's API filters by; empty when it has no such filter. */
    public Set<String> perfTypes() {
        return perfTypes;
    }

    /** The key under which an account of this site is remembered. */
    String key(String user) {
        return name().toLowerCase(Locale.ROOT) + "." + user.toLowerCase(Locale.ROOT);
    }
}
