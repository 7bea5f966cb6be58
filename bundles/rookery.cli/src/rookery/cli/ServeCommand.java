package rookery.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.database.OpeningDatabase;
import rookery.server.ExplorerServer;
import rookery.server.ServerSettings;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves a database over HTTP with the lichess opening explorer's API (/masters, /lichess, /player, "
                + "/masters/pgn/{id}) and /games, /health, until stopped with Ctrl-C. Reads only: an import into the same "
                + "database shows batch by batch.", "docs/server.md describes every endpoint and field."})
final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Option(names = "--port", paramLabel = "PORT", description = "The port (default: ${DEFAULT-VALUE}; 0 for any free one).")
    int port = ServerSettings.DEFAULT_PORT;

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "The address listened on (default: ${DEFAULT-VALUE}, this machine only; "
            + "0.0.0.0 for every network).")
    String bind = ServerSettings.DEFAULT_BIND;

    @Option(names = "--threads", paramLabel = "N", description = "Requests handled at once (default: the number of cores); "
            + ServerSettings.QUEUE_PER_THREAD + " per thread may wait, more are answered 503.")
    Integer threads;

    @Option(names = "--cors", paramLabel = "ORIGIN", description = "Let web pages from ORIGIN (\"*\": any) call the server.")
    String cors;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65535) {
            throw new ParameterException(spec.commandLine(), "--port must be in [0, 65535], not " + port);
        }
        ServerSettings settings = ServerSettings.defaults().withAddress(bind, port).withCors(cors);
        if (threads != null) {
            if (threads < 1) {
                throw new ParameterException(spec.commandLine(), "--threads must be at least 1, not " + threads);
            }
            settings = settings.withThreads(threads, threads * ServerSettings.QUEUE_PER_THREAD);
        }
        boolean interrupted = false;
        try (OpeningDatabase opened = database.openExisting(); ExplorerServer server = ExplorerServer.start(opened, settings)) {
            PrintWriter out = spec.commandLine().getOut();
            out.println("serving " + opened.folder() + " (" + opened.gameCount() + " games) at " + server.url() + "  (Ctrl-C stops)");
            out.flush();
            Thread stop = new Thread(() -> {
                try {
                    server.close();
                } catch (Exception e) {
                    System.err.println("rookery serve: stopping the server failed: " + e);
                }
            }, "stop server");
            Runtime.getRuntime().addShutdownHook(stop);
            try {
                server.join();
            } catch (InterruptedException e) {
                // Stopped by the thread that runs the command (in-process, as the tests do): closes as Ctrl-C does,
                // and says so to that thread once the server and the database are closed.
                interrupted = true;
            } finally {
                removeShutdownHook(stop);
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return RookeryCommand.EXIT_OK;
    }

    private static void removeShutdownHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // Ctrl-C: the hook is running.
        }
    }
}
