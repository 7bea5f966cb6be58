package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code report player}: the dossier as JSON and as one self-contained HTML page, which Debian's
 * chromium (when installed) renders headless with its rating plot.
 */
class PlayerReportCommandTest {
    private static final Path WORLD_MATCHES = Path.of(System.getProperty("rookery.shared.data", "../shared/data"),
            "pgn/edge-cases/pychess-world_matches.pgn");
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @TempDir
    Path folder;

    @Test
    void theDossierIsPrintedAsJsonAndWrittenAsOneHtmlPage() throws Exception {
        assumeTrue(Files.isReadable(WORLD_MATCHES), "no shared data at " + WORLD_MATCHES);
        String db = folder.resolve("db").toString();
        run("import", "--db", db, WORLD_MATCHES.toString());

        Map<String, Object> dossier = JsonTree.object(run("report", "player", "Karpov, Anatoly", "--db", db, "--moves", "d4", "--json"));
        assertEquals(90L, dossier.get("games"));
        assertEquals(1974L, dossier.get("firstYear"));
        @SuppressWarnings("unchecked")
        Map<String, Object> asWhite = (Map<String, Object>) dossier.get("asWhite");
        @SuppressWarnings("unchecked")
        Map<String, Object> asBlack = (Map<String, Object>) dossier.get("asBlack");
        long decided = (Long) asWhite.get("wins") + (Long) asWhite.get("draws") + (Long) asWhite.get("losses") + (Long) asBlack.get("wins")
                + (Long) asBlack.get("draws") + (Long) asBlack.get("losses");
        assertEquals(90L, decided);
        @SuppressWarnings("unchecked")
        Map<String, Object> firstOpponent = ((List<Map<String, Object>>) dossier.get("opponents")).get(0);
        assertEquals("Kasparov, Gary", firstOpponent.get("name"));
        assertTrue(!((List<?>) dossier.get("whiteRepertoire")).isEmpty());

        Path html = folder.resolve("karpov.html");
        run("report", "player", "Karpov, Anatoly", "--db", db, "--html", html.toString());
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.contains("<polyline") && page.contains("Kasparov, Gary"));
        assertTrue(!page.contains("<script") && !page.contains("src=") && !page.contains("href="), "nothing fetched");

        assumeTrue(Files.isExecutable(CHROMIUM), "no chromium to render the page");
        Path screenshot = folder.resolve("karpov.png");
        Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1000,1400",
                "--screenshot=" + screenshot, html.toUri().toString()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertTrue(chromium.waitFor(90, TimeUnit.SECONDS), "chromium did not finish");
        assertTrue(Files.size(screenshot) > 20_000, "a rendered page, not an empty one: " + Files.size(screenshot) + " bytes");
    }

    private static String run(String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(0, run.exit(), String.join(" ", arguments) + ": " + run.err());
        return run.out().strip();
    }
}
