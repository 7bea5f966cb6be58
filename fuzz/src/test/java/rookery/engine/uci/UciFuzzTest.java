package rookery.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import rookery.chess.FuzzPositions;
import rookery.chess.Position;
import rookery.engine.AnalysisLine;
import rookery.engine.EngineOption;

/**
 * Lines an engine writes (info, option) and the go command a GUI sends: each is read or refused
 * with an IllegalArgumentException that says why; an info line read writes back into one that
 * reads the same, with every move of its variation legal in turn.
 */
class UciFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void engineOutput(FuzzedDataProvider data) {
        Position root = FuzzPositions.pick(data.consumeInt());
        String line = data.consumeRemainingAsString();
        Optional<AnalysisLine> info;
        try {
            info = UciInfo.parse(line, root);
        } catch (IllegalArgumentException refused) {
            assertTrue(refused.getMessage() != null && !refused.getMessage().isEmpty());
            info = Optional.empty();
        }
        info.ifPresent(read -> {
            Position position = root.copy();
            for (int move : read.pv()) {
                assertTrue(position.isLegal(move), line);
                position.play(move);
            }
            String written = UciInfo.format(read, root.variant().isChess960());
            assertEquals(Optional.of(read), UciInfo.parse(written, root), written);
        });
        Optional<EngineOption> option = UciEngine.parseOption(line);
        option.ifPresent(declared -> {
            if (declared.type() == EngineOption.Type.SPIN) {
                Long.parseLong(declared.defaultValue());
            }
        });
        try {
            UciGo.parse(List.of(line.strip().split("\\s+")), root);
        } catch (IllegalArgumentException refused) {
            assertTrue(refused.getMessage() != null && !refused.getMessage().isEmpty());
        }
    }
}
