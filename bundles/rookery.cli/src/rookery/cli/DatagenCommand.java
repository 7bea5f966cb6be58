package rookery.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.database.MoveText;
import rookery.database.eco.EcoLine;
import rookery.database.eco.EcoTable;
import rookery.engine.Limits;
import rookery.engine.nnue.Labeler;
import rookery.engine.nnue.SelfPlay;
import rookery.engine.nnue.TrainingDataWriter;
import rookery.engine.nnue.TrainingRecord;
import rookery.pgn.GameResult;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnHandler;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;

@Command(name = "datagen", mixinStandardHelpOptions = true,
        description = {"Writes training data for the engine's network (docs/engine.md): quiet positions with a short search's score",
                "and the game's result, 32 bytes each. Self-play from the start position and the ECO lines with random moves, or",
                "(--from-pgn) the positions of real games. Appends to --out; a killed run leaves a valid file."})
final class DatagenCommand implements Callable<Integer> {

    /** Plies of a real game skipped before its positions are labelled: book moves teach little. */
    private static final int PGN_SKIPPED_PLIES = 8;

    @Spec
    CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The data file (appended to).")
    Path out;

    @Option(names = "--positions", paramLabel = "N", description = "Positions to add (default: ${DEFAULT-VALUE}).")
    long positions = 100_000;

    static final class Limit {
        @Option(names = "--nodes", paramLabel = "K", description = "Nodes a search (default: 5000).")
        long nodes;

        @Option(names = "--depth", paramLabel = "D", description = "Depth a search.")
        int depth;
    }

    @ArgGroup(exclusive = true)
    Limit limit;

    @Option(names = "--seed", paramLabel = "S", description = "Random seed of the openings (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--from-pgn", paramLabel = "FILE", arity = "1..*", description = "Label the positions of these games instead of playing.")
    List<Path> pgnFiles;

    @Mixin
    ThreadsOption threads;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Limits limits = limits();
        if (positions < 1) {
            throw new ParameterException(spec.commandLine(), "--positions must be at least 1, not " + positions);
        }
        if (pgnFiles != null) {
            for (Path pgn : pgnFiles) {
                if (!Files.isRegularFile(pgn)) {
                    throw new NoSuchFileException(pgn.toString(), null, "no such PGN file");
                }
            }
        }
        long start = System.nanoTime();
        try (TrainingDataWriter writer = new TrainingDataWriter(out)) {
            ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "datagen", positions, progress.progress);
            if (pgnFiles == null) {
                new SelfPlay(openings(), limits, seed).run(writer, positions, threads.count(), written -> bar.show(written, ""));
            } else {
                labelGames(writer, limits, bar);
            }
            bar.clear();
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf(Locale.ROOT, "%d positions written to %s (%d before) in %.1f s, %.1f positions/s%n", writer.written(), out,
                    writer.existingRecords(), seconds, writer.written() / seconds);
        }
        return RookeryCommand.EXIT_OK;
    }

    private Limits limits() {
        if (limit == null) {
            return Limits.nodes(5000);
        }
        if (limit.nodes < 0 || (limit.nodes == 0 && limit.depth < 1)) {
            throw new ParameterException(spec.commandLine(), "--nodes and --depth must be at least 1");
        }
        return limit.nodes > 0 ? Limits.nodes(limit.nodes) : Limits.depth(limit.depth);
    }

    /** The start position first, then the end of every built-in ECO line. */
    private static List<Position> openings() {
        List<Position> openings = new ArrayList<>();
        openings.add(Position.startpos());
        for (EcoLine line : EcoTable.builtIn().lines()) {
            Position position = Position.startpos();
            MoveText.play(position, line.moves());
            openings.add(position);
        }
        return openings;
    }

    private void labelGames(TrainingDataWriter writer, Limits limits, ProgressBar bar) throws IOException {
        ThreadLocal<Labeler> labelers = ThreadLocal.withInitial(() -> new Labeler(limits));
        AtomicLong target = new AtomicLong(writer.written() + positions);
        for (Path pgn : pgnFiles) {
            try (PgnReader reader = PgnReader.open(pgn, PgnOptions.defaults().withMainlineOnly(true))) {
                reader.forEachParallel(threads.count(), new PgnHandler() {
                    @Override
                    public void game(PgnGame game) {
                        if (writer.written() >= target.get()) {
                            throw new StopReading();
                        }
                        List<TrainingRecord> records = label(game, labelers.get());
                        try {
                            synchronized (writer) {
                                for (TrainingRecord record : records) {
                                    if (writer.written() < target.get()) {
                                        writer.write(record);
                                    }
                                }
                                writer.flush();
                                bar.show(writer.written(), "");
                            }
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }
                });
            } catch (StopReading enough) {
                return;
            } catch (java.io.UncheckedIOException e) {
                throw e.getCause();
            }
        }
    }

    private static List<TrainingRecord> label(PgnGame game, Labeler labeler) {
        GameResult result = game.result();
        int code = switch (result) {
            case WHITE_WINS -> TrainingRecord.WHITE_WINS;
            case BLACK_WINS -> TrainingRecord.BLACK_WINS;
            case DRAW -> TrainingRecord.DRAW;
            default -> -1;
        };
        List<TrainingRecord> records = new ArrayList<>();
        if (code < 0) {
            return records;
        }
        labeler.newGame();
        Position board = game.startPosition();
        int[] moves = game.mainline();
        for (int ply = 0; ply < moves.length && moves[ply] != Move.NONE; ply++) {
            if (ply >= PGN_SKIPPED_PLIES && board.hasLegalMoves()) {
                Labeler.Label label = labeler.label(board);
                if (label.isQuiet(board)) {
                    int white = board.sideToMove() == Position.WHITE ? label.score().value() : -label.score().value();
                    records.add(TrainingRecord.of(board, Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, white)), code));
                }
            }
            board.play(moves[ply]);
        }
        return records;
    }
}
