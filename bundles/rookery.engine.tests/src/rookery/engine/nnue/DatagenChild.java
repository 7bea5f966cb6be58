package rookery.engine.nnue;

import java.nio.file.Path;
import java.util.List;

import rookery.chess.Position;
import rookery.engine.Limits;

/** A datagen run in a child JVM, for {@link DatagenKillTest}: args are the file and the positions to add. */
public final class DatagenChild {

    public static void main(String[] args) throws Exception {
        try (TrainingDataWriter writer = new TrainingDataWriter(Path.of(args[0]))) {
            new SelfPlay(List.of(Position.startpos()), Limits.nodes(300), 7).run(writer, Long.parseLong(args[1]), 1, written -> {
            });
        }
    }
}
