package rookery.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.book.BookException;
import rookery.chess.book.BookMove;
import rookery.chess.book.PolyglotBook;
import rookery.chess.book.PolyglotEntry;

@Command(name = "book", mixinStandardHelpOptions = true, description = "Polyglot opening books (.bin).",
        subcommands = {BookCommand.Probe.class, BookCommand.Dump.class})
final class BookCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return RookeryCommand.EXIT_USAGE;
    }

    @Command(name = "probe", mixinStandardHelpOptions = true,
            description = "The book's moves in a position with their weight, share and learn field.")
    static final class Probe implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "BOOK", description = "The Polyglot book.")
        Path file;

        @Option(names = "--fen", paramLabel = "FEN", description = "The position.")
        String fen;

        @Option(names = "--moves", paramLabel = "MOVES", description = "The moves from the start position: \"e4 c5 Nf3\".")
        String moves;

        @Option(names = "--json", description = "Print [{\"move\":SAN,\"weight\":N,\"share\":PERCENT,\"learn\":N},...].")
        boolean json;

        @Override
        public Integer call() throws IOException, BookException {
            Position position = ExploreCommand.position(spec, fen, moves);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            List<BookMove> found = PolyglotBook.open(file).moves(position, err::println);
            long total = found.stream().mapToLong(BookMove::weight).sum();
            List<String> rows = new ArrayList<>();
            for (BookMove move : found) {
                String san = San.format(position, move.move());
                double share = total == 0 ? 0 : 100.0 * move.weight() / total;
                rows.add(json ? String.format(Locale.ROOT, "{\"move\":%s,\"weight\":%d,\"share\":%.1f,\"learn\":%d}", Json.quote(san),
                        move.weight(), share, move.learn())
                        : String.format(Locale.ROOT, "%-8s %6d %5.1f%% %d", san, move.weight(), share, move.learn()));
            }
            out.println(json ? "[" + String.join(",", rows) + "]"
                    : rows.isEmpty() ? "no book moves in " + position.fen() : String.join(System.lineSeparator(), rows));
            out.flush();
            return RookeryCommand.EXIT_OK;
        }
    }

    @Command(name = "dump", mixinStandardHelpOptions = true, description = "Every entry of a book: key, move, weight, learn.")
    static final class Dump implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "BOOK", description = "The Polyglot book.")
        Path file;

        @Option(names = "--json", description = "One {\"key\":HEX,\"move\":HEX,\"weight\":N,\"learn\":N} per line.")
        boolean json;

        @Override
        public Integer call() throws IOException, BookException {
            PolyglotBook book = PolyglotBook.open(file);
            PrintWriter out = spec.commandLine().getOut();
            for (long i = 0; i < book.entryCount(); i++) {
                PolyglotEntry entry = book.entry(i);
                out.println(json ? String.format(Locale.ROOT, "{\"key\":\"%016x\",\"move\":\"%04x\",\"weight\":%d,\"learn\":%d}",
                        entry.key(), entry.move(), entry.weight(), entry.learn())
                        : String.format(Locale.ROOT, "%016x %04x %5d %d", entry.key(), entry.move(), entry.weight(), entry.learn()));
            }
            out.flush();
            return RookeryCommand.EXIT_OK;
        }
    }
}
