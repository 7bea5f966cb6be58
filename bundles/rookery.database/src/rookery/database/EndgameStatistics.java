package rookery.database;

/**
 * How the games that reached a material signature (at most seven pieces) ended, counted once per
 * game at its first entry into the signature. The name puts the stronger side first ("KRPvKR");
 * {@code wins} and {@code losses} are that side's. With equal material on both sides the first
 * side is white. {@code games == wins + draws + losses}.
 */
public record EndgameStatistics(String signature, int games, int wins, int draws, int losses) {

    public EndgameStatistics plus(EndgameStatistics other) {
        return new EndgameStatistics(signature, games + other.games, wins + other.wins, draws + other.draws, losses + other.losses);
    }

    /** The first-named side's score in percent. */
    public double score() {
        return games == 0 ? 0 : (wins + draws / 2.0) * 100 / games;
    }
}
