package rookery.server.model;

import java.util.List;

import rookery.database.eco.EcoLine;

/**
 * The answer to an explorer request, shaped as lila-openingexplorer's: totals, moves, and the
 * lists the endpoint gives ({@code topGames}, {@code recentGames}, {@code history} are null when
 * the endpoint does not give them, which leaves them out of the JSON).
 */
public record ExplorerResponse(int white, int draws, int black, List<ExplorerMove> moves, List<ExplorerGame> topGames,
        List<ExplorerGame> recentGames, EcoLine opening, List<HistoryEntry> history) {
}
