package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.PlayerDossier.Results;
import rookery.database.eco.EcoTable;
import rookery.pgn.GameResult;

/** A player's dossier against the test's own count of the world championship games' headers. */
class PlayerDossierTest {
    private static final String PLAYER = "Karpov, Anatoly";

    @TempDir
    Path folder;

    @Test
    void theDossiersFiguresAreThoseOfThePlayersGames() throws Exception {
        Path pgn = TestData.worldMatches();
        List<BruteForce.NumberedGame> all = BruteForce.games(pgn);
        List<GameHeader> karpov = all.stream().map(BruteForce.NumberedGame::header)
                .filter(game -> PLAYER.equals(game.white()) || PLAYER.equals(game.black())).toList();
        int[] white = new int[3];
        int[] black = new int[3];
        Map<String, Integer> opponents = new HashMap<>();
        Map<Integer, long[]> elo = new TreeMap<>();
        for (GameHeader game : karpov) {
            boolean asWhite = PLAYER.equals(game.white());
            int outcome = game.result() == GameResult.DRAW ? 1 : (game.result() == GameResult.WHITE_WINS) == asWhite ? 0 : 2;
            (asWhite ? white : black)[outcome]++;
            opponents.merge(asWhite ? game.black() : game.white(), 1, Integer::sum);
            int own = asWhite ? game.whiteElo() : game.blackElo();
            if (own > 0) {
                long[] sum = elo.computeIfAbsent(game.year(), year -> new long[2]);
                sum[0] += own;
                sum[1]++;
            }
        }
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), DatabaseSettings.DEFAULT, EcoTable.EMPTY)) {
            database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            Position afterD4 = Position.startpos();
            MoveText.play(afterD4, "1. d4");
            PlayerDossier dossier = database.playerDossier(PLAYER, afterD4);

            assertEquals(karpov.size(), dossier.games());
            assertEquals(karpov.stream().mapToInt(GameHeader::year).min().orElseThrow(), dossier.firstYear());
            assertEquals(karpov.stream().mapToInt(GameHeader::year).max().orElseThrow(), dossier.lastYear());
            assertEquals(new Results(white[0], white[1], white[2]), dossier.asWhite());
            assertEquals(new Results(black[0], black[1], black[2]), dossier.asBlack());
            assertEquals(elo.size(), dossier.ratings().size());
            for (PlayerDossier.RatingYear year : dossier.ratings()) {
                long[] sum = elo.get(year.year());
                assertEquals(Math.round((double) sum[0] / sum[1]), year.elo(), "mean rating in " + year.year());
            }
            PlayerDossier.Opponent first = dossier.opponents().get(0);
            assertEquals(opponents.values().stream().mapToInt(Integer::intValue).max().orElseThrow(), first.results().games());
            assertEquals(opponents.get(first.name()), first.results().games());
            assertEquals(karpov.size(), dossier.byOpponentRating().stream().mapToInt(band -> band.results().games()).sum());

            int bestOpponent = karpov.stream().filter(game -> PLAYER.equals(game.white()) ? game.result() == GameResult.WHITE_WINS
                    : game.result() == GameResult.BLACK_WINS).mapToInt(game -> PLAYER.equals(game.white()) ? game.blackElo() : game.whiteElo())
                    .max().orElseThrow();
            GameHeader bestWin = dossier.bestWins().get(0);
            assertEquals(bestOpponent, PLAYER.equals(bestWin.white()) ? bestWin.blackElo() : bestWin.whiteElo());
            assertTrue(dossier.worstLosses().stream().allMatch(game -> PLAYER.equals(game.white())
                    ? game.result() == GameResult.BLACK_WINS : game.result() == GameResult.WHITE_WINS));

            int endgames = dossier.endgames().stream().mapToInt(endgame -> endgame.results().games()).sum();
            assertTrue(endgames > 0 && endgames <= karpov.size(), "endgames: " + endgames);
            Map<String, Integer> firstMoves = new HashMap<>();
            int blackAgainstD4 = 0;
            for (BruteForce.NumberedGame game : all) {
                GameHeader header = game.header();
                if (header.result() == GameResult.UNKNOWN || game.record().plies() == 0
                        || !PLAYER.equals(header.white()) && !PLAYER.equals(header.black())) {
                    continue;
                }
                String opening = San.format(Position.startpos(), game.record().move(0));
                if (PLAYER.equals(header.white())) {
                    firstMoves.merge(opening, 1, Integer::sum);
                } else if (opening.equals("d4")) {
                    blackAgainstD4++;
                }
            }
            String mostPlayed = firstMoves.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
            assertEquals(mostPlayed, dossier.whiteRepertoire().get(0).figures().san());
            assertEquals(firstMoves.get(mostPlayed), dossier.whiteRepertoire().get(0).figures().games());
            assertEquals(blackAgainstD4, dossier.prepare().games(), "the player's games as Black after 1. d4");
        }
    }
}
