package rookery.chess;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Prints SAN reading speed; not a test. Gathers the main-line tokens of a PGN once, then times
 * rounds that parse and play every token of every game (undoing each game afterwards). Run with
 * the test classpath: {@code java -cp ... rookery.chess.SanParseBenchmark [file.pgn [rounds]]}.
 */
public final class SanParseBenchmark {

    private SanParseBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "../shared/data/pgn/edge-cases/pychess-world_matches.pgn");
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        List<PgnMovetext> games = PgnMovetext.read(file);
        long moves = 0;
        for (int i = 0; i < 3; i++) {
            moves = parseAndPlay(games);
        }
        double[] movesPerSecond = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            long start = System.nanoTime();
            parseAndPlay(games);
            movesPerSecond[round] = moves / ((System.nanoTime() - start) / 1e9);
        }
        Arrays.sort(movesPerSecond);
        System.out.printf("%s: %d games, %d moves; median %.0f moves/s (min %.0f, max %.0f) over %d rounds%n", file.getFileName(),
                games.size(), moves, movesPerSecond[rounds / 2], movesPerSecond[0], movesPerSecond[rounds - 1], rounds);
    }

    /** Parses and plays the main line of every game up to its first null move; returns the number of moves. */
    private static long parseAndPlay(List<PgnMovetext> games) {
        long moves = 0;
        for (PgnMovetext game : games) {
            Position position = game.start();
            int played = 0;
            for (String token : game.moves()) {
                if (San.isNullMove(token)) {
                    break;
                }
                position.play(San.parse(position, token));
                played++;
            }
            for (int i = 0; i < played; i++) {
                position.undo();
            }
            moves += played;
        }
        return moves;
    }
}
