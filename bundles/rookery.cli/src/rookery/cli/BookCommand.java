package rookery.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.book.BookException;
import rookery.chess.book.BookMerge;
import rookery.chess.book.BookMove;
import rookery.chess.book.BookRules;
import rookery.chess.book.PolyglotBook;
import rookery.chess.book.PolyglotBookBuilder;
import rookery.chess.book.PolyglotEntry;
import rookery.chess.book.PolyglotMoves;
import rookery.database.BookFromStatistics;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.pgn.GameResult;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;

@Command(name = "book", mixinStandardHelpOptions = true, description = "Polyglot opening books (.bin).",
        subcommands = {BookCommand.Probe.class, BookCommand.Dump.class, BookCommand.Build.class, BookCommand.Merge.class})
final class BookCommand extends CommandGroup {

    @Command(footer = "--json prints [{\"move\":SAN,\"weight\":N,\"share\":PERCENT,\"learn\":N},...].",
            name = "probe", mixinStandardHelpOptions = true,
            description = "The book's moves in a position with their weight, share and learn field.")
    static final class Probe implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "BOOK", description = "The Polyglot book.")
        Path file;

        @Mixin
        PositionOptions position;

        @Mixin
        JsonOption jsonOutput;

        @Override
        public Integer call() throws IOException, BookException {
            Position position = this.position.position();
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            List<BookMove> found = PolyglotBook.open(file).moves(position, err::println);
            long total = found.stream().mapToLong(BookMove::weight).sum();
            if (jsonOutput.json) {
                out.println(JsonText.of(rows -> {
                    rows.writeStartArray();
                    for (BookMove move : found) {
                        rows.writeStartObject();
                        rows.writeStringField("move", San.format(position, move.move()));
                        rows.writeNumberField("weight", move.weight());
                        rows.writeNumberField("share", Math.round(share(move, total) * 10) / 10.0);
                        rows.writeNumberField("learn", move.learn());
                        rows.writeEndObject();
                    }
                    rows.writeEndArray();
                }));
            } else {
                List<String> rows = new ArrayList<>();
                for (BookMove move : found) {
                    rows.add(String.format(Locale.ROOT, "%-8s %6d %5.1f%% %d", San.format(position, move.move()), move.weight(), share(move, total),
                            move.learn()));
                }
                out.println(rows.isEmpty() ? "no book moves in " + position.fen() : String.join(System.lineSeparator(), rows));
            }
            out.flush();
            return RookeryCommand.EXIT_OK;
        }
    }

    private static double share(BookMove move, long total) {
        return total == 0 ? 0 : 100.0 * move.weight() / total;
    }

    @Command(footer = "--json prints one {\"key\":HEX,\"move\":HEX,\"weight\":N,\"learn\":N} per line.",
            name = "dump", mixinStandardHelpOptions = true, description = "Every entry of a book: key, move, weight, learn.")
    static final class Dump implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "BOOK", description = "The Polyglot book.")
        Path file;

        @Mixin
        JsonOption jsonOutput;

        @Override
        public Integer call() throws IOException, BookException {
            PolyglotBook book = PolyglotBook.open(file);
            PrintWriter out = spec.commandLine().getOut();
            for (long i = 0; i < book.entryCount(); i++) {
                PolyglotEntry entry = book.entry(i);
                out.println(jsonOutput.json ? String.format(Locale.ROOT, "{\"key\":\"%016x\",\"move\":\"%04x\",\"weight\":%d,\"learn\":%d}",
                        entry.key(), entry.move(), entry.weight(), entry.learn())
                        : String.format(Locale.ROOT, "%016x %04x %5d %d", entry.key(), entry.move(), entry.weight(), entry.learn()));
            }
            out.flush();
            return RookeryCommand.EXIT_OK;
        }
    }

    @Command(name = "build", mixinStandardHelpOptions = true,
            description = {"Builds a Polyglot book from the games of PGN files (plain, gzip, Zstandard) by the rules of polyglot's",
                    "make-book: a move scores 2 points a win and 1 a draw (or unknown result) for the side to move, moves with",
                    "fewer games or points than asked are left out, the weight is the points (docs/books.md).",
                    "With --db, from a database's opening statistics instead (with the explorer's filters), without reading its games."})
    static final class Build implements Callable<Integer> {
        private static final int DATABASE_PLIES = 20;

        @Spec
        CommandSpec spec;

        @Parameters(arity = "0..*", paramLabel = "FILE", description = "PGN files.")
        List<Path> files = new ArrayList<>();

        @Option(names = "--db", paramLabel = "DIR", description = "Build from this database's statistics instead of PGN files.")
        Path database;

        @Mixin
        FilterOptions filters;

        @Option(names = "--color", paramLabel = "white|black", description = "With --db --player: only the games where the player had this colour.")
        Color color;

        @Option(names = "--out", required = true, paramLabel = "BOOK.bin", description = "The book written.")
        Path out;

        @Option(names = "--max-ply", paramLabel = "N", description = {"Count the first N plies of each game (default: 1024, as polyglot;",
                "with --db: 20, and at most the database's own ply limit)."})
        Integer maxPly;

        @Option(names = "--min-games", paramLabel = "N", description = "Keep moves played in at least N games (default: ${DEFAULT-VALUE}).")
        int minGames = BookRules.DEFAULT.minGames();

        @Option(names = "--min-score", paramLabel = "P", description = "Keep moves scoring at least P % for the side playing them (default: 0).")
        double minScore;

        @Option(names = "--only-white", description = "Keep White's moves only.")
        boolean onlyWhite;

        @Option(names = "--only-black", description = "Keep Black's moves only.")
        boolean onlyBlack;

        @Option(names = "--uniform", description = "Give every kept move the weight 1.")
        boolean uniform;

        @Override
        public Integer call() throws IOException, SQLException {
            if (files.isEmpty() == (database == null)) {
                throw new ParameterException(spec.commandLine(), "give PGN files or --db DIR (not both)");
            }
            int plies = maxPly != null ? maxPly : database != null ? DATABASE_PLIES : 1024;
            if (onlyWhite && onlyBlack || plies < 1) {
                throw new ParameterException(spec.commandLine(), onlyWhite && onlyBlack ? "--only-white and --only-black exclude each other"
                        : "--max-ply must be at least 1");
            }
            BookRules rules;
            try {
                rules = new BookRules(minGames, minScore / 100, onlyWhite ? Color.WHITE : onlyBlack ? Color.BLACK : null, uniform);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
            if (database != null) {
                return fromDatabase(rules, plies);
            }
            ExploreFilter filter = filters.filter(spec, color);
            if (filter.restricts()) {
                throw new ParameterException(spec.commandLine(), "the explorer's filters (--min-elo, --player, ...) go with --db");
            }
            PrintWriter err = spec.commandLine().getErr();
            PolyglotBookBuilder builder = new PolyglotBookBuilder();
            long games = 0;
            long skipped = 0;
            for (Path file : files) {
                ImportCommand.requireReadableFile(file);
                try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults().withMainlineOnly(true))) {
                    for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                        if (record instanceof PgnRejection rejection) {
                            err.println("skipped: " + rejection.diagnostic());
                            skipped++;
                        } else {
                            count((PgnGame) record, builder, plies);
                            games++;
                        }
                    }
                }
            }
            List<PolyglotEntry> entries = builder.entries(rules);
            PolyglotBookBuilder.write(entries, out);
            spec.commandLine().getOut().printf(Locale.ROOT, "%,d games (%,d skipped), %,d moves counted, %,d entries kept -> %s%n", games,
                    skipped, builder.size(), entries.size(), out);
            return RookeryCommand.EXIT_OK;
        }

        private Integer fromDatabase(BookRules rules, int plies) throws IOException, SQLException {
            long start = System.nanoTime();
            try (OpeningDatabase opened = ImportCommand.openExisting(database)) {
                if (plies > opened.settings().maxPly()) {
                    throw new ParameterException(spec.commandLine(), "--max-ply " + plies + ": the database counts positions to ply "
                            + opened.settings().maxPly() + " only");
                }
                List<PolyglotEntry> entries = BookFromStatistics.build(opened, filters.filter(spec, color), plies, rules);
                PolyglotBookBuilder.write(entries, out);
                spec.commandLine().getOut().printf(Locale.ROOT, "%,d entries from the statistics of %s to ply %d in %.1f s -> %s%n",
                        entries.size(), database, plies, (System.nanoTime() - start) / 1e9, out);
            }
            return RookeryCommand.EXIT_OK;
        }

        private void count(PgnGame game, PolyglotBookBuilder builder, int maxPly) {
            Position position = game.startPosition();
            Color winner = game.result() == GameResult.WHITE_WINS ? Color.WHITE : game.result() == GameResult.BLACK_WINS ? Color.BLACK : null;
            int[] moves = game.mainline();
            for (int ply = 0; ply < moves.length && ply < maxPly && moves[ply] != Move.NONE; ply++) {
                Color turn = position.turn();
                builder.add(position.key(), PolyglotMoves.fromMove(moves[ply]), turn, winner == null ? 1 : winner == turn ? 2 : 0);
                position.play(moves[ply]);
            }
        }
    }

    @Command(name = "merge", mixinStandardHelpOptions = true,
            description = {"Merges two Polyglot books: the weights of a move in both are summed, and where a position's largest",
                    "sum exceeds 65,535 its weights are scaled down in proportion (each kept at least 1)."})
    static final class Merge implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(arity = "2", paramLabel = "BOOK", description = "The two books.")
        List<Path> books = new ArrayList<>();

        @Option(names = "--out", required = true, paramLabel = "BOOK.bin", description = "The merged book.")
        Path out;

        @Override
        public Integer call() throws IOException, BookException {
            List<PolyglotEntry> merged = BookMerge.merge(PolyglotBook.open(books.get(0)), PolyglotBook.open(books.get(1)));
            PolyglotBookBuilder.write(merged, out);
            spec.commandLine().getOut().printf(Locale.ROOT, "%,d entries -> %s%n", merged.size(), out);
            return RookeryCommand.EXIT_OK;
        }
    }
}
