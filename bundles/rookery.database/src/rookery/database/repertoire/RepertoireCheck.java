package rookery.database.repertoire;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;

/**
 * Walks a repertoire against a database's statistics (docs/repertoire.md): at the opponent's
 * turns the replies it leaves unprepared, at the player's turns its choices beside the database's
 * best-scoring and most-played moves, and how many of the database's games stay inside it.
 */
public final class RepertoireCheck {
    /** The plies {@link RepertoireReport#coverage()} is given for. */
    public static final List<Integer> COVERAGE_PLIES = List.of(10, 20);

    private final OpeningDatabase database;
    private final Repertoire repertoire;
    private final ExploreFilter filter;
    private final double minShare;
    private final int minGames;
    private final int maxPly;
    private final Map<Long, Exploration> explored = new HashMap<>();
    private final Map<String, Gap> gaps = new LinkedHashMap<>();
    private final List<Choice> choices = new ArrayList<>();
    private final Set<String> chosenSeen = new HashSet<>();
    private final double[] inside = new double[COVERAGE_PLIES.size()];
    private final Map<Long, Double> reach = new HashMap<>();

    private RepertoireCheck(OpeningDatabase database, Repertoire repertoire, ExploreFilter filter, double minShare, int minGames, int maxPly) {
        this.database = database;
        this.repertoire = repertoire;
        this.filter = filter.withLowSampleThreshold(0);
        this.minShare = minShare;
        this.minGames = minGames;
        this.maxPly = maxPly;
    }

    /**
     * @param minShare a reply is a gap when played in at least this percentage of the position's games
     * @param minGames ... and in at least this many games; alternatives to the player's choices need as many
     * @param maxPly how deep the repertoire is walked, in plies from its start
     */
    public static RepertoireReport run(OpeningDatabase database, Repertoire repertoire, ExploreFilter filter, double minShare,
            int minGames, int maxPly) throws IOException, SQLException {
        if (minShare < 0 || minShare > 100 || minGames < 1 || maxPly < 1) {
            throw new IllegalArgumentException("the minimum share is a percentage (0-100), the minimum games and the depth at least 1");
        }
        RepertoireCheck check = new RepertoireCheck(database, repertoire, filter, minShare, minGames, maxPly);
        check.walk(repertoire.start(), new ArrayList<>(), new HashSet<>(), 1.0, 1.0, 0);
        List<Gap> sorted = new ArrayList<>(check.gaps.values());
        sorted.sort(Comparator.comparingDouble(Gap::likelihood).reversed().thenComparing(gap -> String.join(" ", gap.line())));
        Map<Integer, Double> coverage = new TreeMap<>();
        for (int i = 0; i < COVERAGE_PLIES.size(); i++) {
            coverage.put(COVERAGE_PLIES.get(i), check.inside[i]);
        }
        return new RepertoireReport(sorted, check.choices, coverage);
    }

    /**
     * The chance a game from the repertoire's start reaches each position where the player is to
     * move (by its key), the player's moves certain and each opponent's move by its frequency in
     * the database: the same likelihood the check gives its gaps, summed over transpositions.
     */
    public static Map<Long, Double> reachLikelihoods(OpeningDatabase database, Repertoire repertoire, ExploreFilter filter, int maxPly)
            throws IOException, SQLException {
        RepertoireCheck check = new RepertoireCheck(database, repertoire, filter, 100, 1, maxPly);
        check.walk(repertoire.start(), new ArrayList<>(), new HashSet<>(), 1.0, 1.0, 0);
        return Map.copyOf(check.reach);
    }

    /**
     * @param likelihood the chance a game from the start reaches the position by this line, the player's moves certain
     * @param flow the share of the start's games that reach the position by this line, every move by its frequency
     */
    private void walk(Position position, List<String> line, Set<Long> onLine, double likelihood, double flow, int ply)
            throws IOException, SQLException {
        Exploration exploration = explore(position);
        Set<Integer> prepared = repertoire.moves(position);
        countInside(flow, exploration.games() == 0 ? 0 : flow * exploration.ended() / exploration.games(), ply);
        if (ply >= maxPly || !onLine.add(position.key())) {
            return;
        }
        boolean ours = position.turn() == repertoire.color();
        if (ours) {
            reach.merge(position.key(), likelihood, Double::sum);
            for (int move : prepared) {
                choose(position, line, exploration, move);
            }
        } else {
            for (MoveStatistics reply : exploration.moves()) {
                double share = 100.0 * reply.games() / exploration.games();
                if (!prepared.contains(reply.move()) && share >= minShare && reply.games() >= minGames) {
                    gap(position, line, figures(reply, exploration), likelihood * share / 100);
                }
            }
        }
        for (int move : prepared) {
            MoveStatistics played = statistics(exploration, move);
            double frequency = exploration.games() == 0 || played == null ? 0 : played.games() / (double) exploration.games();
            Position next = position.copy();
            String san = San.format(position, move);
            next.play(move);
            line.add(san);
            walk(next, line, onLine, ours ? likelihood : likelihood * frequency, flow * frequency, ply + 1);
            line.remove(line.size() - 1);
        }
        onLine.remove(position.key());
    }

    /**
     * Games inside the repertoire at a position: those still in it at a coverage ply count for that
     * ply, those that end here before it count for it too.
     */
    private void countInside(double reaching, double ending, int ply) {
        for (int i = 0; i < COVERAGE_PLIES.size(); i++) {
            if (ply == COVERAGE_PLIES.get(i)) {
                inside[i] += reaching;
            } else if (ply < COVERAGE_PLIES.get(i)) {
                inside[i] += ending;
            }
        }
    }

    private void gap(Position position, List<String> line, MoveFigures reply, double likelihood) {
        String at = position.key() + " " + reply.san();
        Gap known = gaps.get(at);
        gaps.put(at, known == null ? new Gap(line, reply, likelihood)
                : new Gap(known.likelihood() >= likelihood ? known.line() : line, reply, known.likelihood() + likelihood));
    }

    private void choose(Position position, List<String> line, Exploration exploration, int move) {
        if (!chosenSeen.add(position.key() + " " + move)) {
            return;
        }
        MoveStatistics own = statistics(exploration, move);
        MoveFigures chosen = own != null ? figures(own, exploration) : new MoveFigures(San.format(position, move), 0, 0, 0);
        MoveStatistics bestScoring = null;
        MoveStatistics mostPlayed = null;
        for (MoveStatistics candidate : exploration.moves()) {
            if (candidate.games() < minGames) {
                continue;
            }
            if (bestScoring == null || candidate.score() > bestScoring.score()) {
                bestScoring = candidate;
            }
            if (mostPlayed == null || candidate.games() > mostPlayed.games()) {
                mostPlayed = candidate;
            }
        }
        choices.add(new Choice(line, chosen, alternative(bestScoring, move, exploration), alternative(mostPlayed, move, exploration)));
    }

    private static MoveFigures alternative(MoveStatistics candidate, int chosen, Exploration exploration) {
        return candidate == null || candidate.move() == chosen ? null : figures(candidate, exploration);
    }

    private static MoveFigures figures(MoveStatistics move, Exploration exploration) {
        return new MoveFigures(move.san(), move.games(), exploration.games() == 0 ? 0 : 100.0 * move.games() / exploration.games(), move.score());
    }

    private static MoveStatistics statistics(Exploration exploration, int move) {
        for (MoveStatistics candidate : exploration.moves()) {
            if (candidate.move() == move) {
                return candidate;
            }
        }
        return null;
    }

    private Exploration explore(Position position) throws IOException, SQLException {
        Exploration known = explored.get(position.key());
        if (known == null) {
            known = database.explore(position, filter);
            explored.put(position.key(), known);
        }
        return known;
    }
}
