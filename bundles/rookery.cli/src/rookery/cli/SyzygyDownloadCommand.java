package rookery.cli;

import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.tablebase.syzygy.SyzygyDownload;

@Command(name = "download", mixinStandardHelpOptions = true,
        description = {"Downloads the Syzygy tables of up to --pieces pieces (939 MB for 3 to 5) from a mirror into --dir, each file"
                + " streamed into NAME.part and kept only when its SHA-256 is the published one; run again after an interruption"
                + " to resume where it stopped. Files already there with the right checksum are kept.",
                "Exit 1 when a file could not be had (each named on standard error with why)."})
final class SyzygyDownloadCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--dir", required = true, paramLabel = "DIR", description = "The folder the tables go into.")
    Path dir;

    @Option(names = "--url", paramLabel = "URL", description = "The mirror's folder of tables (default: lichess's, ${DEFAULT-VALUE}).")
    URI url = SyzygyDownload.LICHESS_3_4_5;

    @Option(names = "--checksums", paramLabel = "URL",
            description = "The published SHA-256 list (default: syzygy-tables.info's, ${DEFAULT-VALUE}).")
    URI checksums = SyzygyDownload.PUBLISHED_SHA256;

    @Option(names = "--pieces", paramLabel = "N", description = "Tables of at most N pieces (3 to 7, default: ${DEFAULT-VALUE}).")
    int pieces = 5;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws Exception {
        if (pieces < 3 || pieces > 7) {
            throw new ParameterException(spec.commandLine(), "--pieces takes 3 to 7, not " + pieces);
        }
        PrintWriter err = spec.commandLine().getErr();
        ProgressBar bar = new ProgressBar(err, "tb download", 0, progress.progress);
        SyzygyDownload.Result result = new SyzygyDownload(url, checksums, pieces).download(dir,
                (file, number, files, done, total) -> bar.show(done, file + " (" + number + " of " + files + "): " + done
                        + (total >= 0 ? " of " + total : "") + " bytes"), () -> false);
        bar.clear();
        for (Map.Entry<String, String> failure : result.failed().entrySet()) {
            err.println("rookery tb download: " + failure.getKey() + ": " + failure.getValue());
        }
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%d tables downloaded, %d already there, %d failed, in %s%n", result.downloaded().size(), result.present().size(),
                result.failed().size(), dir);
        out.flush();
        return result.failed().isEmpty() ? RookeryCommand.EXIT_OK : RookeryCommand.EXIT_FAILURE;
    }
}
