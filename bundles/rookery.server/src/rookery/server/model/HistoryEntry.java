package rookery.server.model;

/** The results of one period of the history; our games are dated by year, so a period is a year ("YYYY-01" for lichess's month). */
public record HistoryEntry(int year, int white, int draws, int black) {
}
