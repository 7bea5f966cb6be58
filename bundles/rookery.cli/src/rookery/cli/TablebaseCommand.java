package rookery.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.chess.Color;
import rookery.chess.FenException;
import rookery.chess.InvalidPositionException;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.tablebase.GenerationListener;
import rookery.tablebase.MoveProbe;
import rookery.tablebase.Probe;
import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.TableStatistics;
import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.DamagedTableException;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.SyzygyTablebases;

@Command(name = "tb", mixinStandardHelpOptions = true,
        description = "Endgame tables: Rookery's own, distance to mate with best play for up to 5 pieces (50-move rule ignored),"
                + " and Syzygy tables (tb probe --syzygy, tb download).",
        subcommands = {TablebaseCommand.Generate.class, TablebaseCommand.ProbeCommand.class, SyzygyDownloadCommand.class})
final class TablebaseCommand extends CommandGroup {

    static Path directory(Path option) {
        return option != null ? option : Tablebases.defaultDirectory();
    }

    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = "Generates tables (and the smaller ones their captures and promotions need) into the tables folder"
                    + " and prints a summary per table: positions, results per side to move, the longest mate with a"
                    + " position that needs it, time and size. --all N generates every table of up to N pieces that is"
                    + " not in the folder yet, so an interrupted run resumes where it stopped.")
    static final class Generate implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(arity = "0..*", paramLabel = "SIGNATURE", description = "Material such as KQKR or KRPvKR (regenerated if present).")
        List<String> signatures = new ArrayList<>();

        @Option(names = "--all", paramLabel = "N", description = "Every table of 3 up to N pieces (3, 4 or 5).")
        Integer all;

        @Option(names = "--dir", paramLabel = "DIR", description = "Tables folder (default: $ROOKERY_HOME/tables or ~/.rookery/tables).")
        Path dir;

        @Mixin
        ThreadsOption threads;

        @Mixin
        ProgressOption progress;

        @Mixin
        JsonOption jsonOutput;

        @Override
        public Integer call() throws IOException {
            List<Signature> requested = new ArrayList<>();
            for (String text : signatures) {
                Signature signature;
                try {
                    signature = Signature.parse(text);
                } catch (IllegalArgumentException e) {
                    throw new ParameterException(spec.commandLine(), e.getMessage());
                }
                if (signature.pieceCount() <= 2) {
                    throw new ParameterException(spec.commandLine(), text + ": bare kings are a draw and need no table");
                }
                requested.add(signature);
            }
            if (all != null && (all < 3 || all > Signature.MAX_PIECES)) {
                throw new ParameterException(spec.commandLine(), "--all takes 3, 4 or 5, not " + all);
            }
            if (requested.isEmpty() == (all == null)) {
                throw new ParameterException(spec.commandLine(), "give either signatures (e.g. KQKR) or --all 3|4|5");
            }
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            ProgressBar bar = progress.shown() ? new ProgressBar(err) : null;
            Tablebases tablebases = Tablebases.open(directory(dir));
            TableGenerator generator = new TableGenerator(tablebases, threads.count(), bar == null ? GenerationListener.SILENT : bar);
            long start = System.nanoTime();
            int generated = 0;
            if (all != null) {
                for (int pieces = 3; pieces <= all; pieces++) {
                    for (Signature signature : Signature.all(pieces)) {
                        generated += report(generator.generateMissing(signature), tablebases, out, bar);
                    }
                }
            } else {
                for (Signature signature : requested) {
                    generated += report(generator.generate(signature), tablebases, out, bar);
                }
            }
            if (bar != null) {
                bar.clear();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (!jsonOutput.json) {
                out.printf("%d tables generated in %.1f s into %s%n", generated, seconds, tablebases.directory());
            }
            out.flush();
            return RookeryCommand.EXIT_OK;
        }

        private int report(List<TableStatistics> tables, Tablebases tablebases, PrintWriter out, ProgressBar bar) throws IOException {
            if (bar != null) {
                bar.clear();
            }
            for (TableStatistics table : tables) {
                long bytes = Files.size(tablebases.file(table.signature()));
                TableStatistics.Results white = table.toMove(Color.WHITE), black = table.toMove(Color.BLACK);
                if (jsonOutput.json) {
                    out.println(JsonText.of(line -> {
                        line.writeStartObject();
                        line.writeStringField("signature", table.signature().name());
                        line.writeNumberField("positions", table.positions());
                        results(line, "white", white);
                        results(line, "black", black);
                        line.writeNumberField("longestDtm", table.longestDtm());
                        line.writeStringField("longestFen", table.longestFen());
                        line.writeNumberField("millis", table.time().toMillis());
                        line.writeNumberField("bytes", bytes);
                        line.writeEndObject();
                    }));
                } else {
                    out.printf("%-6s %,13d positions  %.1f s  %,d bytes%n", table.signature(), table.positions(),
                            table.time().toMillis() / 1000.0, bytes);
                    out.printf("       white to move: %,d wins %,d draws %,d losses; black to move: %,d wins %,d draws %,d losses%n",
                            white.wins(), white.draws(), white.losses(), black.wins(), black.draws(), black.losses());
                    if (table.longestFen() != null) {
                        out.printf("       longest mate: %d moves (%d plies) from %s%n", table.longestMateMoves(), table.longestDtm(),
                                table.longestFen());
                    } else {
                        out.printf("       no position is won%n");
                    }
                }
            }
            out.flush();
            return tables.size();
        }

        private static void results(JsonGenerator line, String side, TableStatistics.Results results) throws IOException {
            line.writeObjectFieldStart(side);
            line.writeNumberField("wins", results.wins());
            line.writeNumberField("draws", results.draws());
            line.writeNumberField("losses", results.losses());
            line.writeEndObject();
        }
    }

    @Command(name = "probe", mixinStandardHelpOptions = true,
            description = {"Answers positions from the tables: result and distance to mate for the side to move, the result"
                    + " after every legal move and a line to mate. Without --fen, reads one FEN per line from standard input"
                    + " and answers one JSON line each. \"unknown\" when a table is missing or the position has castling rights.",
                    "With --syzygy, from Syzygy tables (.rtbw/.rtbz, up to 7 pieces): the result for the side to move with the"
                            + " fifty-move rule and its halfmove clock (win, cursed-win, draw, blessed-loss, loss), the distance to"
                            + " zeroing (DTZ: plies to the next capture or pawn move, signed as Fathom prints it), every legal move"
                            + " ranked as Stockfish ranks them with Rookery's distance to mate where its own tables have it, and the"
                            + " best move. JSON: fen, wdl, dtz, best (UCI), moves: uci, san, wdl, dtz, zeroing, dtm (plies, when"
                            + " known); a position the tables do not answer (castling rights, too many pieces, a missing or damaged"
                            + " table): fen and error.",
                    "Exit 0 when every position was answered, 1 when a line is not a valid position or (--syzygy) was not"
                            + " answered; 2 for a bad --fen."})
    static final class ProbeCommand implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Option(names = "--fen", paramLabel = "FEN", description = "The position to probe.")
        String fen;

        @Option(names = "--dir", paramLabel = "DIR", description = "Tables folder (default: $ROOKERY_HOME/tables or ~/.rookery/tables).")
        Path dir;

        @Option(names = "--syzygy", paramLabel = "DIR[:DIR]", description = "Folders of Syzygy tables, separated by ':'.")
        String syzygyPath;

        @Mixin
        JsonOption jsonOutput;

        @Override
        public Integer call() throws IOException {
            Tablebases tablebases = Tablebases.open(directory(dir));
            SyzygyTablebases syzygy = syzygyPath == null ? null : SyzygyTablebases.open(syzygyPath);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            if (fen != null) {
                Position position = parse(fen, "--fen", err);
                if (position == null) {
                    return RookeryCommand.EXIT_USAGE;
                }
                if (syzygy != null) {
                    SyzygyAnswer answer = syzygyAnswer(syzygy, tablebases, position);
                    out.println(jsonOutput.json ? answer.json(fen) : answer.text());
                } else {
                    out.println(jsonOutput.json ? json(tablebases, position, fen) : text(tablebases, position));
                }
                out.flush();
                return RookeryCommand.EXIT_OK;
            }
            boolean allValid = true;
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            int lineNumber = 0;
            for (String line; (line = in.readLine()) != null; ) {
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                String fenLine = line.strip();
                Position position = parse(fenLine, "standard input line " + lineNumber, err);
                if (position == null) {
                    allValid = false;
                    out.println(error(fenLine, "invalid position"));
                } else if (syzygy != null) {
                    try {
                        out.println(SyzygyAnswer.of(syzygy, tablebases, position).json(fenLine));
                    } catch (NotProbedException | DamagedTableException e) {
                        allValid = false;
                        out.println(error(fenLine, "not probed: " + e.getMessage()));
                    }
                } else {
                    out.println(json(tablebases, position, fenLine));
                }
                out.flush();
            }
            return allValid ? RookeryCommand.EXIT_OK : RookeryCommand.EXIT_FAILURE;
        }

        private static SyzygyAnswer syzygyAnswer(SyzygyTablebases syzygy, Tablebases tablebases, Position position) {
            try {
                return SyzygyAnswer.of(syzygy, tablebases, position);
            } catch (NotProbedException e) {
                throw new IllegalStateException("not probed: " + e.getMessage(), e);
            }
        }

        private static String error(String fen, String message) {
            return JsonText.of(error -> {
                error.writeStartObject();
                error.writeStringField("fen", fen);
                error.writeStringField("error", message);
                error.writeEndObject();
            });
        }

        private static Position parse(String fen, String place, PrintWriter err) {
            try {
                return Position.fromFen(fen);
            } catch (FenException | InvalidPositionException e) {
                err.println("rookery tb probe: " + place + ": " + e.getMessage());
                err.flush();
                return null;
            }
        }

        private static String json(Tablebases tablebases, Position position, String fen) {
            Probe probe = tablebases.probe(position);
            return JsonText.of(json -> {
                json.writeStartObject();
                json.writeStringField("fen", fen);
                json.writeStringField("wdl", probe.wdl().label());
                json.writeNumberField("dtm", probe.dtm());
                json.writeArrayFieldStart("moves");
                for (MoveProbe move : tablebases.probeMoves(position)) {
                    json.writeStartObject();
                    json.writeStringField("uci", position.uci(move.move()));
                    json.writeStringField("san", San.format(position, move.move()));
                    json.writeStringField("wdl", move.result().wdl().label());
                    json.writeNumberField("dtm", move.result().dtm());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            });
        }

        private static String text(Tablebases tablebases, Position position) {
            StringBuilder out = new StringBuilder();
            Probe probe = tablebases.probe(position);
            out.append(position.turn() == Color.WHITE ? "White" : "Black").append(" to move: ").append(describe(probe)).append('\n');
            for (MoveProbe move : tablebases.probeMoves(position)) {
                out.append(String.format("  %-8s %-6s %s%n", San.format(position, move.move()), position.uci(move.move()),
                        describe(move.result())));
            }
            int[] line = tablebases.bestLine(position);
            if (line.length > 0) {
                Position walk = position.copy();
                out.append("line:");
                for (int ply = 0; ply < line.length; ply++) {
                    if (walk.turn() == Color.WHITE) {
                        out.append(' ').append(walk.fullmoveNumber()).append('.');
                    } else if (ply == 0) {
                        out.append(' ').append(walk.fullmoveNumber()).append("...");
                    }
                    out.append(' ').append(San.format(walk, line[ply]));
                    walk.play(line[ply]);
                }
                out.append('\n');
            }
            return out.toString().stripTrailing();
        }

        private static String describe(Probe probe) {
            return switch (probe.wdl()) {
                case WIN -> "win, mate in " + probe.moves() + " (" + probe.dtm() + " plies)";
                case LOSS -> probe.dtm() == 0 ? "checkmated" : "loss, mated in " + probe.moves() + " (" + probe.dtm() + " plies)";
                case DRAW -> "draw";
                case UNKNOWN -> "unknown (no table)";
            };
        }
    }

    /** Generation progress on standard error, one line rewritten in place at most five times a second. */
    private static final class ProgressBar implements GenerationListener {
        private static final int WIDTH = 30;
        private final PrintWriter err;
        private long lastShown;

        ProgressBar(PrintWriter err) {
            this.err = err;
        }

        @Override
        public synchronized void progress(Signature signature, String phase, long done, long total) {
            long now = System.nanoTime();
            if (now - lastShown < 200_000_000L && done != total) {
                return;
            }
            lastShown = now;
            int filled = total > 0 ? (int) (WIDTH * done / total) : 0;
            err.printf("\r\033[Ktb generate %-6s %-8s [%s%s] %3d%%", signature, phase, "#".repeat(filled), " ".repeat(WIDTH - filled),
                    total > 0 ? 100 * done / total : 0);
            err.flush();
        }

        synchronized void clear() {
            err.print("\r\033[K");
            err.flush();
        }
    }
}
