package rookery.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;

import com.fasterxml.jackson.core.JsonGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.database.Game;
import rookery.database.GameHeader;
import rookery.database.GameList;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;
import rookery.engine.AnalysisOptions;
import rookery.engine.Engines;
import rookery.engine.Limits;
import rookery.engine.analysis.BatchAnalyser;
import rookery.engine.analysis.TablebaseVerdicts;
import rookery.engine.analysis.BatchListener;
import rookery.engine.analysis.Eval;
import rookery.engine.analysis.GameInput;
import rookery.engine.analysis.PositionAnalysis;
import rookery.engine.analysis.SideSummary;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;
import rookery.pgn.PgnWriter;
import rookery.tablebase.syzygy.SyzygyTablebases;

@Command(name = "annotate", mixinStandardHelpOptions = true,
        description = {"Reviews whole games with the built-in engine or a UCI engine, as lichess's computer analysis does, and writes",
                "them as PGN: [%%eval] on every move, ?!, ? and ?? on inaccuracies, mistakes and blunders, the engine's line at each",
                "mistake and blunder (docs/analysis.md). Games from PGN files (plain, gzip, Zstandard) or from a database (--db, --query).",
                "Games whose moves all carry [%%eval] already are judged from those without an engine (--no-reuse-evals to analyse them).",
                "Ctrl-C stops after the games in hand; the output holds every game finished."})
final class AnnotateCommand implements Callable<Integer> {
    private static final long STALL_MILLIS = 30_000;
    private static final int DEFAULT_DEPTH = 12;
    /** Games handed to the engines at a time: small, so that Ctrl-C stops soon and writing keeps up. */
    private static final int GAMES_PER_THREAD_AT_A_TIME = 4;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "PGN files (plain, .gz or .zst).")
    List<Path> files = new ArrayList<>();

    @Option(names = "--db", paramLabel = "DIR", description = "Annotate games of this database instead of files.")
    Path database;

    @Option(names = "--query", paramLabel = "Q", description = "With --db: the games matching this query (the Games part's syntax; default: all).")
    String query = "";

    @Option(names = "--out", paramLabel = "OUT.pgn", required = true, description = "Where the annotated games are written.")
    Path out;

    @Mixin
    EngineOptions engine;

    @Mixin
    SearchLimitOptions limits;

    @Option(names = "--threads", paramLabel = "N", description = "Games analysed at once, one single-threaded engine each (default: the cores, ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--multipv", paramLabel = "K", description = "Lines searched per position (default: ${DEFAULT-VALUE}).")
    int multiPv = 1;

    @Option(names = "--reuse-evals", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Judge games whose moves all carry [%%eval] from those (default: on).")
    boolean reuseEvals;

    @Option(names = "--syzygy", paramLabel = "DIR[:DIR]", description = {"Folders of Syzygy tables: a position within them is"
            + " judged by the tables (\"TB win for White\", \"TB draw\") instead of the engine's score, and a move that throws away a"
            + " tablebase win or draw is a blunder (??)."})
    String syzygyPath;

    private SyzygyTablebases syzygy;

    @Option(names = "--store", description = {"With --db: also keep each game's evaluations, glyphs and accuracy in the database,",
            "shown by the workbench's Games part (accuracy columns) and when the game is opened."})
    boolean store;

    @Mixin
    JsonOption jsonOutput;

    @Mixin
    ProgressOption progress;

    private final AtomicLong positions = new AtomicLong();
    private final Summary whiteTotals = new Summary();
    private final Summary blackTotals = new Summary();
    private int annotated;
    private int reused;
    private int skipped;
    private int stored;
    private OpeningDatabase opened;
    /** The ids of the database's games in the order they are read, so game number n is {@code ids.get(n - 1)}. */
    private final List<Long> ids = new ArrayList<>();
    private String reviewer;

    @Override
    public Integer call() throws Exception {
        if (files.isEmpty() == (database == null)) {
            throw new ParameterException(spec.commandLine(), "give PGN files or --db DIR (not both)");
        }
        if (threads < 1 || multiPv < 1) {
            throw new ParameterException(spec.commandLine(), "--threads and --multipv must be at least 1");
        }
        if (store && database == null) {
            throw new ParameterException(spec.commandLine(), "--store keeps reviews in a database: give --db DIR");
        }
        for (Path file : files) {
            ImportCommand.requireReadableFile(file);
        }
        Limits searchLimits = limits.limits(Limits.depth(DEFAULT_DEPTH));
        if (syzygyPath != null) {
            syzygy = SyzygyTablebases.open(syzygyPath);
        }
        reviewer = reviewer();
        if (database != null) {
            opened = ImportCommand.openExisting(database);
        }
        try {
            return annotate(searchLimits);
        } finally {
            if (opened != null) {
                opened.close();
            }
        }
    }

    /** The engine and limit as a user names them: "Rookery, depth 12", "stockfish, 1000 ms a position". */
    private String reviewer() {
        String name = engine.engine.equals(Engines.BUILTIN) ? "Rookery" : Path.of(engine.engine).getFileName().toString();
        return name + ", " + limits.describe("depth " + DEFAULT_DEPTH) + " a position";
    }

    private int annotate(Limits searchLimits) throws Exception {
        BatchAnalyser analyser = new BatchAnalyser(engine::open, threads, searchLimits, new AnalysisOptions(multiPv, 1, engine.hashMb()), STALL_MILLIS);
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        try (StopOnInterrupt stop = new StopOnInterrupt("rookery-annotate-stop");
                Writer output = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            ProgressBar bar = new ProgressBar(err, "annotate", 0, progress.progress);
            List<PgnGame> chunk = new ArrayList<>();
            for (PgnRecord record : (Iterable<PgnRecord>) () -> records(err)) {
                if (stop.requested()) {
                    break;
                }
                if (record instanceof PgnRejection rejection) {
                    err.println("skipped: " + rejection.diagnostic());
                    skipped++;
                    continue;
                }
                PgnGame game = (PgnGame) record;
                if (game.mainline().length == 0) {
                    err.println("skipped: " + game.source() + " game " + game.number() + " (line " + game.line() + ") has no moves");
                    skipped++;
                    continue;
                }
                List<Eval> evals = reuseEvals ? ReviewPgn.evalsInComments(game) : null;
                if (evals != null) {
                    analyse(analyser, chunk, output, err, bar);
                    write(ReviewPgn.judgeFromComments(game, evals), output);
                    reused++;
                    continue;
                }
                chunk.add(game);
                if (chunk.size() >= threads * GAMES_PER_THREAD_AT_A_TIME) {
                    analyse(analyser, chunk, output, err, bar);
                }
            }
            analyse(analyser, chunk, output, err, bar);
            bar.clear();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        print(seconds);
        if (store) {
            spec.commandLine().getOut().println(stored + " reviews stored in " + database);
        }
        if (annotated == 0) {
            err.println("annotate: no game with moves was found" + (skipped > 0 ? " (" + skipped + " skipped)" : "") + "; nothing written to " + out);
            return RookeryCommand.EXIT_FAILURE;
        }
        return RookeryCommand.EXIT_OK;
    }

    private void analyse(BatchAnalyser analyser, List<PgnGame> chunk, Writer output, PrintWriter err, ProgressBar bar)
            throws InterruptedException {
        if (chunk.isEmpty()) {
            return;
        }
        analyser.run(chunk.iterator(), game -> new GameInput(game.startPosition(), game.mainline()), new BatchListener<PgnGame>() {
            @Override
            public void analysed(PgnGame game, List<PositionAnalysis> analyses) {
                List<PositionAnalysis> judged = syzygy == null ? analyses
                        : TablebaseVerdicts.apply(syzygy, game.startPosition(), game.mainline(), analyses);
                write(ReviewPgn.annotate(game, judged), output);
            }

            @Override
            public void failed(PgnGame game, String reason) {
                err.println("skipped: " + game.source() + " game " + game.number() + " (line " + game.line() + "): " + reason);
                skipped++;
            }

            @Override
            public void positionDone() {
                long done = positions.incrementAndGet();
                bar.show(done, done + " positions, " + annotated + " games");
            }
        });
        chunk.clear();
    }

    private void write(ReviewPgn.Reviewed reviewed, Writer output) {
        try {
            PgnWriter.write(reviewed.game(), output);
            output.flush();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
        if (store) {
            long id = ids.get((int) reviewed.game().number() - 1);
            try {
                if (opened.storeReview(id, reviewed.stored(reviewer))) {
                    stored++;
                }
            } catch (java.sql.SQLException e) {
                throw new IllegalStateException("cannot store the review of game " + id + " in " + database + ": " + e.getMessage(), e);
            }
        }
        whiteTotals.add(reviewed.review().white());
        blackTotals.add(reviewed.review().black());
        annotated++;
    }

    /** The games to annotate, file after file, or the database's games matching the query. */
    private java.util.Iterator<PgnRecord> records(PrintWriter err) {
        List<java.util.function.Supplier<PgnReader>> readers = new ArrayList<>();
        if (database != null) {
            readers.add(() -> databaseGames());
        } else {
            for (Path file : files) {
                readers.add(() -> {
                    try {
                        return PgnReader.open(file, PgnOptions.defaults());
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
                    }
                });
            }
        }
        return new java.util.Iterator<>() {
            private int index;
            private PgnReader current;
            private PgnRecord next;

            @Override
            public boolean hasNext() {
                try {
                    while (next == null) {
                        if (current == null) {
                            if (index == readers.size()) {
                                return false;
                            }
                            current = readers.get(index++).get();
                        }
                        next = current.next();
                        if (next == null) {
                            current.close();
                            current = null;
                        }
                    }
                    return true;
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public PgnRecord next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                PgnRecord record = next;
                next = null;
                return record;
            }
        };
    }

    /** The database's games matching the query, in id order, read as PGN. */
    private PgnReader databaseGames() {
        try {
            GameList matching = opened.games(GameSearch.of(null, query, GameSort.RELEVANCE), 0, Integer.MAX_VALUE - 1);
            StringBuilder pgn = new StringBuilder();
            for (GameHeader header : matching.games()) {
                Game game = opened.game(header.id());
                if (game != null) {
                    pgn.append(game.pgn()).append('\n');
                    ids.add(header.id());
                }
            }
            return PgnReader.of(new ByteArrayInputStream(pgn.toString().getBytes(StandardCharsets.UTF_8)), database.toString(),
                    PgnOptions.defaults());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "bad --query '" + query + "': " + e.getMessage());
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the games of " + database + ": " + e.getMessage(), e);
        }
    }

    private void print(double seconds) {
        PrintWriter stdout = spec.commandLine().getOut();
        String source = database != null ? database.toString() : String.join(", ", files.stream().map(Path::toString).toList());
        if (jsonOutput.json) {
            stdout.println(JsonText.of(json -> {
                json.writeStartObject();
                json.writeStringField("source", source);
                json.writeStringField("out", out.toString());
                json.writeNumberField("games", annotated);
                json.writeNumberField("reusedEvals", reused);
                json.writeNumberField("skipped", skipped);
                json.writeNumberField("positions", positions.get());
                json.writeNumberField("positionsPerSecond", Math.round(positions.get() / Math.max(1e-9, seconds) * 10) / 10.0);
                json.writeNumberField("seconds", Math.round(seconds * 100) / 100.0);
                whiteTotals.write(json, "white");
                blackTotals.write(json, "black");
                json.writeEndObject();
            }));
        } else {
            stdout.printf(Locale.ROOT, "%s: %d games annotated (%d judged from their own [%%eval]), %d skipped, %d positions in %.1f s (%.1f/s) -> %s%n",
                    source, annotated, reused, skipped, positions.get(), seconds, positions.get() / Math.max(1e-9, seconds), out);
            stdout.println("White: " + whiteTotals.text());
            stdout.println("Black: " + blackTotals.text());
        }
    }

    /** One side's inaccuracies, mistakes and blunders over all the games. */
    private static final class Summary {
        int inaccuracies;
        int mistakes;
        int blunders;

        void add(SideSummary side) {
            inaccuracies += side.inaccuracies();
            mistakes += side.mistakes();
            blunders += side.blunders();
        }

        String text() {
            return inaccuracies + " inaccuracies, " + mistakes + " mistakes, " + blunders + " blunders";
        }

        void write(JsonGenerator json, String side) throws IOException {
            json.writeObjectFieldStart(side);
            json.writeNumberField("inaccuracies", inaccuracies);
            json.writeNumberField("mistakes", mistakes);
            json.writeNumberField("blunders", blunders);
            json.writeEndObject();
        }
    }
}
