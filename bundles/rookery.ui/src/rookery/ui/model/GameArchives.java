package rookery.ui.model;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

/**
 * Public game archives offered by File > Import PGN from URL: lichess's monthly databases (rated
 * standard games, and the broadcasts of over-the-board events) and the lichess elite database
 * (games of players rated 2400+ against 2200+), each for its latest published months.
 */
public final class GameArchives {
    /** One archive file: what the list shows and where it is. */
    public record Archive(String label, String url) {
    }

    private static final int MONTHS = 3;

    private GameArchives() {
    }

    /** The archives published before {@code now}: a month's files appear in the first days of the next month. */
    public static List<Archive> before(YearMonth now) {
        List<Archive> archives = new ArrayList<>();
        for (int back = 1; back <= MONTHS; back++) {
            YearMonth month = now.minusMonths(back);
            archives.add(new Archive("lichess broadcasts (over-the-board events), " + month,
                    "https://database.lichess.org/broadcast/lichess_db_broadcast_" + month + ".pgn.zst"));
        }
        for (int back = 1; back <= MONTHS; back++) {
            YearMonth month = now.minusMonths(back);
            archives.add(new Archive("lichess elite database (2400+ vs 2200+), " + month,
                    "https://database.nikonoel.fr/lichess_elite_" + month + ".zip"));
        }
        for (int back = 1; back <= MONTHS; back++) {
            YearMonth month = now.minusMonths(back);
            archives.add(new Archive("lichess rated standard games, " + month + " (tens of GB)",
                    "https://database.lichess.org/standard/lichess_db_standard_rated_" + month + ".pgn.zst"));
        }
        archives.add(new Archive("lichess rated standard games, 2013-01 (the first month, 17 MB)",
                "https://database.lichess.org/standard/lichess_db_standard_rated_2013-01.pgn.zst"));
        return archives;
    }
}
