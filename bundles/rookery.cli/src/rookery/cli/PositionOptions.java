package rookery.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.InvalidPositionException;
import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.MoveText;

/** {@code --fen}, {@code --moves} and {@code --chess960}: the position a command works on (a picocli mixin). */
final class PositionOptions {

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--fen", paramLabel = "FEN", converter = FenConverter.class,
            description = "The position: FEN, X-FEN or Shredder-FEN (default: the start position).")
    Setup fen;

    @Option(names = "--moves", paramLabel = "MOVES", description = "Moves played from there, SAN or UCI, move numbers allowed: \"1. e4 c5 2. Nf3\".")
    String moves;

    @Option(names = "--chess960", description = "Chess960 rules: castling rooks from the FEN, castling written king-takes-rook.")
    boolean chess960;

    /** Whether --fen or --moves was given. */
    boolean given() {
        return fen != null || moves != null;
    }

    /** The position named; a position that is not legal or a move that is not is a usage error naming the option. */
    Position position() {
        Position position;
        try {
            position = Position.fromSetup(fen == null ? Setup.standard() : fen, chess960 ? Variant.CHESS960 : Variant.STANDARD);
        } catch (InvalidPositionException e) {
            throw new ParameterException(mixee.commandLine(), "--fen: " + e.getMessage());
        }
        if (moves != null) {
            play(mixee, position, moves);
        }
        return position;
    }

    /** Plays the moves of a {@code --moves} option on the position; a move that is not legal is a usage error naming it. */
    static Position play(CommandSpec spec, Position position, String moves) {
        try {
            MoveText.play(position, moves);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--moves: " + e.getMessage());
        }
        return position;
    }
}
