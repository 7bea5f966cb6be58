package rookery.pgn;

import java.util.Locale;

import rookery.chess.Variant;

/** The {@code [Variant]} tag values that name the variants this reader plays, as real files spell them. */
final class Variants {

    private Variants() {
    }

    /** The variant a tag value names, or null for a variant this reader does not play. */
    static Variant parse(String tag) {
        String name = tag.toLowerCase(Locale.ROOT).replaceAll("[\\s_\\-]", "");
        return switch (name) {
            case "", "standard", "chess", "normal", "orthodox", "classical", "fromposition" -> Variant.STANDARD;
            case "chess960", "960", "fischerandom", "fischerrandom", "frc", "fischerrandomchess" -> Variant.CHESS960;
            case "random", "randomchess", "shuffle", "shufflechess" -> Variant.RANDOM;
            default -> null;
        };
    }

    /** The tag value the writer uses. */
    static String name(Variant variant) {
        return switch (variant) {
            case STANDARD -> "Standard";
            case CHESS960 -> "Chess960";
            case RANDOM -> "Random";
        };
    }
}
