package rookery.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import rookery.chess.Fen;
import rookery.chess.FenException;
import rookery.chess.Setup;

/** Reads a {@code --fen} value (FEN, X-FEN or Shredder-FEN); a malformed one is a usage error naming the field. */
final class FenConverter implements ITypeConverter<Setup> {

    @Override
    public Setup convert(String value) {
        try {
            return Fen.parse(value);
        } catch (FenException e) {
            throw new TypeConversionException("'" + value + "': " + e.getMessage());
        }
    }
}
