package rookery.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** A command run in-process: its exit code and what it printed on standard output and standard error. */
record CommandRun(int exit, String out, String err) {

    /** The command run with {@code input} as its standard input. */
    static CommandRun withInput(String input, String... arguments) {
        InputStream in = System.in;
        System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            return of(arguments);
        } finally {
            System.setIn(in);
        }
    }

    static CommandRun of(String... arguments) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(errors, true, StandardCharsets.UTF_8));
        try {
            int exit = RookeryCommand.run(arguments);
            return new CommandRun(exit, captured.toString(StandardCharsets.UTF_8), errors.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }
}
