package rookery.database;

/** How the games of a search ended: white wins, draws, black wins and games without a result. */
public record ResultCounts(long white, long draws, long black, long unknown) {

    public long games() {
        return white + draws + black + unknown;
    }

    /** White's score in percent over the decided games; 0 without any. */
    public double whiteScore() {
        long decided = white + draws + black;
        return decided == 0 ? 0 : 100.0 * (white + draws / 2.0) / decided;
    }
}
