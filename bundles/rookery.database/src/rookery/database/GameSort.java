package rookery.database;

/** Orders of a games list: highest average Elo first, newest first, or by relevance to the query (then import order). */
public enum GameSort {
    ELO,
    DATE,
    RELEVANCE
}
