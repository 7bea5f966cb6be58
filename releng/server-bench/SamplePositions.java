import java.nio.file.Path;
import java.util.Random;
import java.util.StringJoiner;

import rookery.chess.Position;
import rookery.database.Game;
import rookery.database.OpeningDatabase;

/**
 * Prints N request paths of the explorer benchmark, one a line: positions met in the database's
 * games (a game drawn at random, then a ply from 0 to 20 of it), as lichess clients ask for them
 * ({@code play=} the UCI moves from the start). Usage: java -cp CLASSES SamplePositions.java DB N SUFFIX
 */
public final class SamplePositions {

    public static void main(String[] args) throws Exception {
        int wanted = Integer.parseInt(args[1]);
        String suffix = args.length > 2 ? args[2] : "";
        Random random = new Random(20261125L);
        try (OpeningDatabase database = OpeningDatabase.open(Path.of(args[0]))) {
            long games = database.gameCount();
            int printed = 0;
            while (printed < wanted) {
                Game game = database.game(1 + (long) (random.nextDouble() * games));
                if (game == null || game.header().startFen() != null) {
                    continue;
                }
                int plies = Math.min(game.moves().length, random.nextInt(21));
                Position position = game.startPosition();
                StringJoiner play = new StringJoiner(",");
                for (int ply = 0; ply < plies; ply++) {
                    play.add(position.uci(game.moves()[ply]));
                    position.play(game.moves()[ply]);
                }
                System.out.println("?play=" + play + suffix);
                printed++;
            }
        }
    }
}
