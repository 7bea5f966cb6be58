package rookery.database;

import rookery.chess.Position;
import rookery.database.index.StructureIndex;
import rookery.database.replay.StructureScan;

/**
 * What a search by structure asks: the games that reach a position meeting a condition at some
 * ply. Pawn structures, named structures and materials are looked up in the index
 * ({@link StructureIndex}); patterns, and all of them in a database imported before the index had
 * them, are found by replaying every stored game ({@link StructureScan}).
 */
public sealed interface StructureQuery {

    /** Whether a position meets the condition, ignoring how long it lasts. */
    boolean test(Position position);

    /** The condition in words, e.g. "material KRvKBN for at least 10 plies". */
    default String describe() {
        return switch (this) {
            case Pawns pawns -> "pawn structure " + pawns.structure().placement();
            case Material material -> "material " + material.material() + (material.plies() > 0 ? " for at least " + material.plies() + " plies" : "");
            case Family family -> family.family().title() + " (" + family.family().mask() + ", either colour)";
            case Pattern pattern -> "pattern " + pattern.pattern();
        };
    }

    /** How many consecutive positions must meet the condition: more than one for a material held for some plies. */
    default int positionsInARow() {
        return 1;
    }

    /** The exact pawn structure, other pieces and the side to move aside. */
    record Pawns(PawnStructure structure) implements StructureQuery {
        @Override
        public boolean test(Position position) {
            return structure.matches(position);
        }
    }

    /** A material signature or difference kept for at least {@code plies} plies (0: reached). */
    record Material(MaterialPattern material, int plies) implements StructureQuery {
        public Material {
            if (plies < 0) {
                throw new IllegalArgumentException("plies must not be negative, not " + plies);
            }
        }

        @Override
        public boolean test(Position position) {
            return material.matches(position);
        }

        @Override
        public int positionsInARow() {
            return plies + 1;
        }
    }

    record Family(StructureFamily family) implements StructureQuery {
        @Override
        public boolean test(Position position) {
            return family.matches(position);
        }
    }

    record Pattern(PositionPattern pattern) implements StructureQuery {
        @Override
        public boolean test(Position position) {
            return pattern.matches(position);
        }
    }
}
