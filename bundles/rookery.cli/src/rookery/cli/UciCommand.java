package rookery.cli;

import java.io.IOException;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import rookery.engine.BuiltinEngine;
import rookery.engine.uci.UciServer;

@Command(name = "uci", mixinStandardHelpOptions = true,
        description = {"Runs the built-in engine as a UCI engine on standard input and output, for chess GUIs",
                "(options Hash, Threads, MultiPV, Ponder, UCI_Chess960, Move Overhead, Clear Hash; also 'go perft N')."})
final class UciCommand implements Callable<Integer> {

    @Override
    public Integer call() throws IOException {
        new UciServer(new BuiltinEngine(), BuiltinEngine.AUTHOR, System.in, System.out).run();
        return RookeryCommand.EXIT_OK;
    }
}
