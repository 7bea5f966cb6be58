package rookery.chess;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Developer check, not a test (run by releng/divide-check.sh): samples positions from PGN games
 * and compares {@link Perft#divide} with Stockfish's {@code go perft}, move by move.
 * Arguments: stockfish-path positions depth seed pgn-file...
 */
public final class DivideCheck {

    private record Sample(String fen, Variant variant) {
    }

    private DivideCheck() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 5) {
            System.err.println("usage: DivideCheck STOCKFISH POSITIONS DEPTH SEED PGN...");
            System.exit(2);
        }
        int wanted = Integer.parseInt(args[1]);
        int depth = Integer.parseInt(args[2]);
        Random random = new Random(Long.parseLong(args[3]));
        List<Sample> samples = new ArrayList<>(wanted);
        long seen = 0;
        int games = 0;
        for (int i = 4; i < args.length; i++) {
            for (PgnMovetext game : PgnMovetext.read(Path.of(args[i]))) {
                games++;
                Position position = game.start();
                for (String token : game.moves()) {
                    // Reservoir sampling: every position of every game is equally likely.
                    seen++;
                    Sample sample = new Sample(fen(position), position.variant());
                    if (samples.size() < wanted) {
                        samples.add(sample);
                    } else {
                        long slot = random.nextLong(seen);
                        if (slot < wanted) {
                            samples.set((int) slot, sample);
                        }
                    }
                    try {
                        position.play(San.parse(position, token));
                    } catch (SanException e) {
                        break; // a null move or a broken game: the rest of it is not replayable
                    }
                }
            }
        }
        long chess960Samples = samples.stream().filter(sample -> sample.variant().isChess960()).count();
        System.out.printf("sampled %d of %d positions (%d Chess960) from %d games; comparing divide at depth %d with %s%n",
                samples.size(), seen, chess960Samples, games, depth, args[0]);
        Process stockfish = new ProcessBuilder(args[0]).redirectErrorStream(true).start();
        try (PrintWriter in = new PrintWriter(stockfish.getOutputStream(), true, StandardCharsets.US_ASCII);
                BufferedReader out = new BufferedReader(new InputStreamReader(stockfish.getInputStream(), StandardCharsets.US_ASCII))) {
            in.println("uci");
            readUntil(out, "uciok");
            boolean chess960 = false;
            int mismatches = 0;
            long nodes = 0;
            long start = System.nanoTime();
            for (Sample sample : samples) {
                if (sample.variant().isChess960() != chess960) {
                    chess960 = sample.variant().isChess960();
                    in.println("setoption name UCI_Chess960 value " + chess960);
                }
                in.println("position fen " + sample.fen());
                in.println("go perft " + depth);
                Map<String, Long> theirs = new TreeMap<>();
                for (String line = out.readLine(); !line.startsWith("Nodes searched"); line = out.readLine()) {
                    int colon = line.indexOf(": ");
                    if (colon > 0) {
                        theirs.put(line.substring(0, colon), Long.parseLong(line.substring(colon + 2).trim()));
                    }
                }
                Map<String, Long> ours = new TreeMap<>(Perft.divide(Position.fromFen(sample.fen(), sample.variant()), depth));
                nodes += ours.values().stream().mapToLong(Long::longValue).sum();
                if (!ours.equals(theirs)) {
                    mismatches++;
                    System.out.println("MISMATCH " + sample.variant() + " " + sample.fen());
                    TreeSet<String> moves = new TreeSet<>(ours.keySet());
                    moves.addAll(theirs.keySet());
                    for (String move : moves) {
                        if (!Objects.equals(ours.get(move), theirs.get(move))) {
                            System.out.printf("  %-6s rookery %s, stockfish %s%n", move, ours.get(move), theirs.get(move));
                        }
                    }
                }
            }
            in.println("quit");
            System.out.printf("%d positions, %d mismatches, %d nodes compared, %.2f s%n", samples.size(), mismatches, nodes,
                    (System.nanoTime() - start) / 1e9);
            System.exit(mismatches == 0 ? 0 : 1);
        }
    }

    /** Shredder-FEN in Chess960, so that Stockfish never has to guess the castling rook. */
    private static String fen(Position position) {
        return position.variant().isChess960() ? position.shredderFen() : position.fen();
    }

    private static void readUntil(BufferedReader out, String expected) throws IOException {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.equals(expected)) {
                return;
            }
        }
        throw new IOException("stockfish ended before '" + expected + "'");
    }
}
