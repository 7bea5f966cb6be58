package rookery.tablebase.syzygy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;

/** The 200 positions of the shared {@code endgames/endgame.epd} with their expected WDL and DTZ (signed). */
class EndgameEpdTest {

    private static final Pattern EXPECTED = Pattern.compile("^(\\S+ [wb] \\S+ \\S+) .*; wdl (-?\\d); dtz (-?\\d+);");

    @Test
    void everyPositionHasItsWdlAndDtz() throws IOException {
        SyzygyTablebases tablebases = SyzygyTestData.tablebases();
        List<String> lines = Files.readAllLines(SyzygyTestData.sharedFile("endgames/endgame.epd"));
        int checked = 0;
        for (String line : lines) {
            Matcher expected = EXPECTED.matcher(line);
            if (!expected.find()) {
                continue;
            }
            Position position = Position.fromFen(expected.group(1) + " 0 1");
            assertEquals(Integer.parseInt(expected.group(2)), tablebases.probeWdl(position).value(), line);
            DtzProbe probe = tablebases.probeDtz(position);
            assertEquals(Integer.parseInt(expected.group(3)), probe.dtz(), line);
            assertEquals(Integer.parseInt(expected.group(2)), probe.wdl().value(), line);
            checked++;
        }
        assertEquals(200, checked);
    }
}
