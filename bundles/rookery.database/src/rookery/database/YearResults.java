package rookery.database;

/** The results of one year's games: white wins, draws and black wins. */
public record YearResults(int year, int white, int draws, int black) {

    public int games() {
        return white + draws + black;
    }
}
