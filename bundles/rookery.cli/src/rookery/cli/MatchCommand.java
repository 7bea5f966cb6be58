package rookery.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Position;
import rookery.engine.OpeningBook;
import rookery.engine.match.Adjudication;
import rookery.engine.match.EloEstimate;
import rookery.engine.match.EngineSpec;
import rookery.engine.match.GamePlayer;
import rookery.engine.match.PlayedGame;
import rookery.engine.match.Match;
import rookery.engine.match.MatchResult;
import rookery.engine.match.PgnExport;
import rookery.engine.match.TimeControl;

@Command(footer = "--json prints {\"engines\":[..],\"games\":N,\"wins\":N,\"draws\":N,\"losses\":N,\"score\":F,\"elo\":F,\"elo_error\":F,\"elo_low\":F,\"elo_high\":F,\"terminations\":{..}} (null for infinite Elo).",
        name = "match", mixinStandardHelpOptions = true,
        description = {"Plays a match between two engines: pairs of games from each opening with colours swapped, ended by the",
                "rules (optionally also by the engines' agreed scores). Prints wins/draws/losses of the first engine, its score and",
                "the Elo difference with a 95%% error bar; writes the games as PGN. Engines: builtin, builtin:nodes=N (fixed nodes",
                "per move), or the path of a UCI or XBoard engine (e.g. /usr/games/stockfish, /usr/games/fairymax)."})
final class MatchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "SPEC", description = "An engine; give exactly two.")
    List<String> engines;

    @Option(names = "--games", paramLabel = "N", description = "Number of games (default: ${DEFAULT-VALUE}).")
    int games = 2;

    @Option(names = "--tc", paramLabel = "BASE+INC", description = "Time control in seconds (default: ${DEFAULT-VALUE}).")
    String tc = "10+0.1";

    @Option(names = "--openings", paramLabel = "FILE", description = "Openings: .epd, .pgn (also .pgn.gz, .pgn.zst) or .tsv (eco, name, SAN moves); default: the start position.")
    Path openingsFile;

    @Option(names = "--opening-plies", paramLabel = "N", description = "Cut PGN and TSV openings to N plies (default: ${DEFAULT-VALUE}).")
    int openingPlies = 16;

    @Option(names = "--shuffle", paramLabel = "SEED", description = "Take the openings in a random order from this seed.")
    Long shuffleSeed;

    @Option(names = "--concurrency", paramLabel = "C", description = "Games played at once (default: ${DEFAULT-VALUE}).")
    int concurrency = 1;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash per engine (default: ${DEFAULT-VALUE}).")
    int hashMb = 16;

    @Option(names = "--time-margin", paramLabel = "MS", description = "How far past zero a clock may go before the game is lost on time (default: ${DEFAULT-VALUE}).")
    long timeMargin = 100;

    @Option(names = "--resign", paramLabel = "CP/MOVES", description = "Adjudicate a loss when an engine's score stays at or below -CP for MOVES moves, e.g. 800/4.")
    String resign;

    @Option(names = "--draw", paramLabel = "CP/MOVES/FROM", description = "Adjudicate a draw when both scores stay within CP of 0 for MOVES moves each from move FROM, e.g. 10/8/40.")
    String draw;

    @Option(names = "--book", paramLabel = "BOOK.bin", description = "Both engines play from this Polyglot book (moves drawn by weight) until it has no move.")
    Path bookFile;

    @Option(names = "--book-depth", paramLabel = "N", description = "Play book moves for at most N plies from the opening position (default: ${DEFAULT-VALUE}).")
    int bookDepth = 16;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Write the games to this PGN file.")
    Path pgnFile;

    @Option(names = "--event", paramLabel = "NAME", description = "The PGN Event tag (default: ${DEFAULT-VALUE}).")
    String event = "Rookery match";

    @Mixin
    JsonOption jsonOutput;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws IOException, InterruptedException, rookery.chess.book.BookException {
        if (engines.size() != 2) {
            throw new ParameterException(spec.commandLine(), "give exactly two --engine options, not " + engines.size());
        }
        if (games < 1 || concurrency < 1 || hashMb < 1 || openingPlies < 0 || timeMargin < 0) {
            throw new ParameterException(spec.commandLine(), "--games, --concurrency and --hash must be at least 1; --opening-plies and --time-margin not negative");
        }
        TimeControl timeControl;
        EngineSpec first;
        EngineSpec second;
        Adjudication adjudication;
        try {
            timeControl = TimeControl.parse(tc);
            first = EngineSpec.parse(engines.get(0));
            second = EngineSpec.parse(engines.get(1));
            adjudication = adjudication();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        List<Position> openings = openingsFile == null ? List.of(Position.startpos()) : new ArrayList<>(OpeningFiles.read(openingsFile, openingPlies));
        if (shuffleSeed != null) {
            Collections.shuffle(openings, new Random(shuffleSeed));
        }
        if (bookDepth < 1) {
            throw new ParameterException(spec.commandLine(), "--book-depth must be at least 1");
        }
        OpeningBook book = bookFile == null ? null : OpeningBook.open(bookFile, bookDepth);
        GamePlayer player = new GamePlayer(timeControl, adjudication, timeMargin, hashMb, book);
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "match", games, progress.progress);
        Map<String, Integer> terminations = new TreeMap<>();
        int[] score = new int[3];
        LocalDate today = LocalDate.now();
        try (Writer pgn = pgnFile == null ? null : Files.newBufferedWriter(pgnFile, StandardCharsets.UTF_8);
                Match match = new Match(first, second, player, openings, games, concurrency)) {
            Thread closer = new Thread(match::close, "rookery-match-shutdown");
            Runtime.getRuntime().addShutdownHook(closer);
            MatchResult result;
            try {
                result = match.run((game, done, total) -> {
                    synchronized (terminations) {
                        terminations.merge(game.reason().replaceAll("'s engine failed: .*", "'s engine failed"), 1, Integer::sum);
                        count(game, score);
                        if (pgn != null) {
                            try {
                                pgn.write(PgnExport.format(game, event, today));
                                pgn.flush();
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        }
                        bar.show(done, String.format("+%d =%d -%d", score[0], score[1], score[2]));
                    }
                });
            } finally {
                Runtime.getRuntime().removeShutdownHook(closer);
                bar.clear();
            }
            print(result, terminations, timeControl);
        }
        return RookeryCommand.EXIT_OK;
    }

    /** Wins, draws, losses of the first engine: it is white in odd rounds. */
    private static void count(PlayedGame game, int[] score) {
        boolean firstIsWhite = game.round() % 2 == 1;
        switch (game.outcome()) {
            case DRAW -> score[1]++;
            case WHITE_WINS -> score[firstIsWhite ? 0 : 2]++;
            case BLACK_WINS -> score[firstIsWhite ? 2 : 0]++;
        }
    }

    private Adjudication adjudication() {
        int resignScore = 0;
        int resignMoves = 0;
        int drawScore = 0;
        int drawMoves = 0;
        int drawFrom = 0;
        if (resign != null) {
            String[] parts = resign.split("/");
            if (parts.length != 2) {
                throw new IllegalArgumentException("--resign needs CP/MOVES, e.g. 800/4, not '" + resign + "'");
            }
            resignScore = Integer.parseInt(parts[0]);
            resignMoves = Integer.parseInt(parts[1]);
        }
        if (draw != null) {
            String[] parts = draw.split("/");
            if (parts.length != 3) {
                throw new IllegalArgumentException("--draw needs CP/MOVES/FROM, e.g. 10/8/40, not '" + draw + "'");
            }
            drawScore = Integer.parseInt(parts[0]);
            drawMoves = Integer.parseInt(parts[1]);
            drawFrom = Integer.parseInt(parts[2]);
        }
        return new Adjudication(resignScore, resignMoves, drawScore, drawMoves, drawFrom);
    }

    private void print(MatchResult result, Map<String, Integer> terminations, TimeControl timeControl) {
        EloEstimate elo = result.elo();
        String firstName = result.games().isEmpty() ? engines.get(0) : nameOfFirst(result.games().get(0));
        String secondName = result.games().isEmpty() ? engines.get(1) : nameOfSecond(result.games().get(0));
        if (jsonOutput.json) {
            System.out.println(JsonText.of(out -> {
                out.writeStartObject();
                out.writeArrayFieldStart("engines");
                out.writeString(firstName);
                out.writeString(secondName);
                out.writeEndArray();
                out.writeStringField("tc", timeControl.toString());
                out.writeNumberField("games", elo.games());
                out.writeNumberField("wins", elo.wins());
                out.writeNumberField("draws", elo.draws());
                out.writeNumberField("losses", elo.losses());
                out.writeNumberField("score", Math.round(elo.score() * 10_000) / 10_000.0);
                finite(out, "elo", elo.elo());
                finite(out, "elo_error", elo.errorMargin());
                finite(out, "elo_low", elo.lowerBound());
                finite(out, "elo_high", elo.upperBound());
                out.writeObjectFieldStart("terminations");
                for (Map.Entry<String, Integer> entry : terminations.entrySet()) {
                    out.writeNumberField(entry.getKey(), entry.getValue());
                }
                out.writeEndObject();
                out.writeEndObject();
            }));
            return;
        }
        System.out.printf("%s vs %s, %d games at %s%n", firstName, secondName, elo.games(), timeControl);
        System.out.printf("+%d =%d -%d  score %.1f%%  Elo %s%n", elo.wins(), elo.draws(), elo.losses(), 100 * elo.score(), eloText(elo));
        terminations.forEach((reason, count) -> System.out.printf("  %4d  %s%n", count, reason));
    }

    /** The value to one decimal, or null when it is infinite (a match won or lost in every game). */
    private static void finite(JsonGenerator out, String name, double value) throws IOException {
        out.writeFieldName(name);
        if (Double.isFinite(value)) {
            out.writeNumber(Math.round(value * 10) / 10.0);
        } else {
            out.writeNull();
        }
    }

    /** "+120 +/- 45 (95%)", or the interval when it is open at one end, e.g. "+512 (95%: +321 .. +inf)". */
    private static String eloText(EloEstimate elo) {
        if (Double.isFinite(elo.errorMargin())) {
            return String.format(Locale.ROOT, "%+.0f +/- %.0f (95%%)", elo.elo(), elo.errorMargin());
        }
        return String.format(Locale.ROOT, "%s (95%%: %s .. %s)", bound(elo.elo()), bound(elo.lowerBound()), bound(elo.upperBound()));
    }

    private static String bound(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%+.0f", value) : value > 0 ? "+inf" : "-inf";
    }

    private static String nameOfFirst(PlayedGame game) {
        return game.round() % 2 == 1 ? game.white() : game.black();
    }

    private static String nameOfSecond(PlayedGame game) {
        return game.round() % 2 == 1 ? game.black() : game.white();
    }
}
