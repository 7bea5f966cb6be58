package rookery.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

@Command(name = "positions", mixinStandardHelpOptions = true,
        description = {"Counts the distinct positions (by position key) of the first games of PGN files, up to a ply:",
                "how diverse a collection is. Prints games, positions and distinct positions per 1,000 games."})
final class PgnPositionsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "PGN files, read in order.")
    List<Path> files;

    @Option(names = "--games", paramLabel = "N", description = "Games counted (default: ${DEFAULT-VALUE}).")
    int games = 1000;

    @Option(names = "--plies", paramLabel = "P", description = "The positions after plies 0 to P of each game (default: ${DEFAULT-VALUE}).")
    int plies = 40;

    @Override
    public Integer call() throws IOException {
        if (games < 1 || games > 1_000_000) {
            throw new ParameterException(spec.commandLine(), "--games must be 1 to 1,000,000, not " + games);
        }
        if (plies < 0 || plies > 1000) {
            throw new ParameterException(spec.commandLine(), "--plies must be 0 to 1000, not " + plies);
        }
        long[] keys = new long[(int) Math.min((long) games * (plies + 1), Integer.MAX_VALUE - 8)];
        int count = 0;
        int counted = 0;
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                throw new NoSuchFileException(file.toString(), null, "no such PGN file");
            }
            try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults().withMainlineOnly(true))) {
                for (PgnRecord record = reader.next(); record != null && counted < games; record = reader.next()) {
                    if (record instanceof PgnGame game) {
                        Position board = game.startPosition();
                        keys[count++] = board.key();
                        int[] moves = game.mainline();
                        for (int ply = 0; ply < Math.min(plies, moves.length) && moves[ply] != Move.NONE && count < keys.length; ply++) {
                            board.play(moves[ply]);
                            keys[count++] = board.key();
                        }
                        counted++;
                    }
                }
            }
        }
        Arrays.sort(keys, 0, count);
        long distinct = count == 0 ? 0 : 1;
        for (int i = 1; i < count; i++) {
            if (keys[i] != keys[i - 1]) {
                distinct++;
            }
        }
        System.out.printf(java.util.Locale.ROOT, "%d games, %d positions up to ply %d, %d distinct, %.1f distinct per 1,000 games%n", counted, count, plies, distinct,
                counted == 0 ? 0.0 : distinct * 1000.0 / counted);
        return RookeryCommand.EXIT_OK;
    }
}
