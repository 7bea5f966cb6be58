package rookery.database;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.PlayerDossier.Band;
import rookery.database.PlayerDossier.Endgame;
import rookery.database.PlayerDossier.Opponent;
import rookery.database.PlayerDossier.RatingYear;
import rookery.database.PlayerDossier.Results;
import rookery.database.encoding.MaterialSignature;
import rookery.database.repertoire.RepertoireDraft;
import rookery.database.sql.GameTable;
import rookery.pgn.GameResult;

/**
 * Makes a {@link PlayerDossier}: the player's games are those the explorer's player filter finds
 * (every word of the name in White's or Black's name), read from the games table; the player is
 * the side whose name has every word.
 */
final class DossierBuilder {

    static final int LISTED = 10;
    static final int REPERTOIRE_PLIES = 8;
    private static final int[] BAND_LIMITS = {2000, 2200, 2400, 2600};

    private DossierBuilder() {
    }

    static PlayerDossier build(OpeningDatabase database, String player, Position prepare) throws IOException, SQLException {
        if (player == null || player.isBlank()) {
            throw new IllegalArgumentException("a dossier needs a player's name");
        }
        ExploreFilter filter = ExploreFilter.NONE.withPlayer(player, null);
        long[] ids = database.selectedIds(GameSelection.matching(new GameSearch(null, "", filter, GameSort.RELEVANCE, false)));
        String[] words = PlayerWords.of(player);
        Map<Integer, long[]> eloByYear = new TreeMap<>();
        Results asWhite = Results.NONE;
        Results asBlack = Results.NONE;
        Map<Integer, Results> bands = new TreeMap<>();
        Map<String, Results> opponents = new HashMap<>();
        Map<String, Results> endgames = new HashMap<>();
        List<GameHeader> wins = new ArrayList<>();
        List<GameHeader> losses = new ArrayList<>();
        PlayerTree whiteTree = new PlayerTree(REPERTOIRE_PLIES);
        PlayerTree blackTree = new PlayerTree(REPERTOIRE_PLIES);
        int firstYear = 0;
        int lastYear = 0;
        try (Connection reading = Storage.openSqlite(database.folder()); GameTable.Reader games = new GameTable.Reader(reading)) {
            for (long id : ids) {
                Game game = games.read(id);
                if (game == null) {
                    continue;
                }
                GameHeader header = game.header();
                boolean white = PlayerWords.matches(header.white(), words);
                int elo = white ? header.whiteElo() : header.blackElo();
                int opponentElo = white ? header.blackElo() : header.whiteElo();
                int year = header.year();
                if (year > 0) {
                    firstYear = firstYear == 0 ? year : Math.min(firstYear, year);
                    lastYear = Math.max(lastYear, year);
                    if (elo > 0) {
                        long[] sum = eloByYear.computeIfAbsent(year, unused -> new long[2]);
                        sum[0] += elo;
                        sum[1]++;
                    }
                }
                (white ? whiteTree : blackTree).add(game.startPosition(), game.moves(), header.result());
                Results result = result(header.result(), white);
                if (result == null) {
                    continue;
                }
                if (white) {
                    asWhite = asWhite.plus(result);
                } else {
                    asBlack = asBlack.plus(result);
                }
                bands.merge(band(opponentElo), result, Results::plus);
                String opponent = white ? header.black() : header.white();
                if (opponent != null) {
                    opponents.merge(opponent, result, Results::plus);
                }
                if (result.wins() == 1) {
                    wins.add(header);
                } else if (result.losses() == 1) {
                    losses.add(header);
                }
                String endgame = endgame(game);
                if (endgame != null) {
                    endgames.merge(endgame, result, Results::plus);
                }
            }
        }
        List<RatingYear> ratings = new ArrayList<>();
        eloByYear.forEach((year, sum) -> ratings.add(new RatingYear(year, (int) Math.round((double) sum[0] / sum[1]), (int) sum[1])));
        List<Band> byBand = new ArrayList<>();
        bands.forEach((lower, results) -> byBand.add(bandOf(lower, results)));
        Position at = prepare == null ? Position.startpos() : prepare;
        return new PlayerDossier(player, ids.length, firstYear, lastYear, ratings, asWhite, asBlack, byBand, top(opponents,
                Opponent::new, Comparator.comparingInt((Opponent o) -> o.results().games()).reversed()
                        .thenComparing(Opponent::name)),
                byOpponentElo(wins, words, true), byOpponentElo(losses, words, false),
                top(endgames, Endgame::new, Comparator.comparingInt((Endgame e) -> e.results().games()).reversed()
                        .thenComparing(Endgame::signature)),
                RepertoireDraft.build(whiteTree, Color.WHITE, 10, 2, REPERTOIRE_PLIES),
                RepertoireDraft.build(blackTree, Color.BLACK, 10, 2, REPERTOIRE_PLIES),
                database.explore(at, filter.withPlayer(player, at.turn()).withLowSampleThreshold(0)));
    }

    /** The player's result, or null for an unfinished game. */
    private static Results result(GameResult result, boolean white) {
        return switch (result) {
            case WHITE_WINS -> white ? new Results(1, 0, 0) : new Results(0, 0, 1);
            case BLACK_WINS -> white ? new Results(0, 0, 1) : new Results(1, 0, 0);
            case DRAW -> new Results(0, 1, 0);
            default -> null;
        };
    }

    /** The lower limit of the opponent's rating band, -1 when unrated. */
    private static int band(int elo) {
        if (elo <= 0) {
            return -1;
        }
        int lower = 0;
        for (int limit : BAND_LIMITS) {
            if (elo >= limit) {
                lower = limit;
            }
        }
        return lower;
    }

    private static Band bandOf(int lower, Results results) {
        if (lower < 0) {
            return new Band(0, 0, results);
        }
        int upper = Integer.MAX_VALUE;
        for (int limit : BAND_LIMITS) {
            if (limit > lower) {
                upper = limit;
                break;
            }
        }
        return new Band(lower, upper, results);
    }

    /** The first position of the game with at most seven pieces, as its material's name; null if none. */
    private static String endgame(Game game) {
        Position position = game.startPosition();
        for (int move : game.moves()) {
            if (Long.bitCount(position.occupied()) <= MaterialSignature.MAX_PIECES) {
                break;
            }
            position.play(move);
        }
        return Long.bitCount(position.occupied()) <= MaterialSignature.MAX_PIECES ? MaterialSignature.name(MaterialSignature.of(position))
                : null;
    }

    private static List<GameHeader> byOpponentElo(List<GameHeader> games, String[] words, boolean best) {
        Comparator<GameHeader> byElo = Comparator.comparingInt(game -> PlayerWords.matches(game.white(), words) ? game.blackElo() : game.whiteElo());
        return games.stream().sorted((best ? byElo.reversed() : byElo).thenComparingLong(GameHeader::id)).limit(LISTED).toList();
    }

    private static <T> List<T> top(Map<String, Results> tallies, BiFunction<String, Results, T> make, Comparator<T> order) {
        List<T> all = new ArrayList<>();
        tallies.forEach((name, results) -> all.add(make.apply(name, results)));
        all.sort(order);
        return all.subList(0, Math.min(LISTED, all.size()));
    }

    /** A name's words as the player filter takes them: lower case, split at what is not a letter or digit. */
    static final class PlayerWords {

        private PlayerWords() {
        }

        static String[] of(String name) {
            return name.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+");
        }

        static boolean matches(String name, String[] words) {
            if (name == null) {
                return false;
            }
            List<String> own = List.of(of(name));
            for (String word : words) {
                if (!word.isEmpty() && !own.contains(word)) {
                    return false;
                }
            }
            return true;
        }
    }
}
