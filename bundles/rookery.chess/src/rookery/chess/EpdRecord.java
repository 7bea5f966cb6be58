package rookery.chess;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.IntStream;

/**
 * One EPD line: the position and its operations in their original order. Moves in operands are
 * SAN; {@link Epd#parse} has checked that they are legal, and that integer operands are integers.
 */
public record EpdRecord(Setup setup, Variant variant, List<EpdOperation> operations) {

    public EpdRecord {
        operations = List.copyOf(operations);
    }

    public Position position() {
        return Position.fromSetup(setup, variant);
    }

    /** The first operation with this opcode. */
    public Optional<EpdOperation> operation(String opcode) {
        for (EpdOperation operation : operations) {
            if (operation.opcode().equals(opcode)) {
                return Optional.of(operation);
            }
        }
        return Optional.empty();
    }

    /** The {@code id} operand, or null. */
    public String id() {
        return operation("id").map(EpdOperation::operand).orElse(null);
    }

    /** The comment {@code c0} .. {@code c9}, or null. */
    public String comment(int digit) {
        if (digit < 0 || digit > 9) {
            throw new IllegalArgumentException("EPD comments are c0 to c9, not c" + digit);
        }
        return operation("c" + digit).map(EpdOperation::operand).orElse(null);
    }

    /** The best moves ({@code bm}), alternatives in this position (all matches of an ambiguous SAN); empty if absent. */
    public int[] bestMoves() {
        return alternatives("bm");
    }

    /** The moves to avoid ({@code am}); empty if absent. */
    public int[] avoidMoves() {
        return alternatives("am");
    }

    /** The principal variation ({@code pv}), a sequence of moves from this position; empty if absent. */
    public int[] principalVariation() {
        int[] moves = new int[0];
        Optional<EpdOperation> pv = operation("pv");
        if (pv.isPresent()) {
            Position position = position();
            List<String> sans = moveOperands(pv.get());
            moves = new int[sans.size()];
            for (int i = 0; i < moves.length; i++) {
                moves[i] = San.parse(position, sans.get(i));
                position.play(moves[i]);
            }
        }
        return moves;
    }

    /** The integer operand of {@code acd}, {@code ce}, {@code dm}, ... if present. */
    public OptionalLong integer(String opcode) {
        return operation(opcode).map(op -> OptionalLong.of(Long.parseLong(op.operand()))).orElse(OptionalLong.empty());
    }

    /** Analysis count depth ({@code acd}). */
    public OptionalLong analysisDepth() {
        return integer("acd");
    }

    /** Centipawn evaluation for the side to move ({@code ce}). */
    public OptionalLong centipawns() {
        return integer("ce");
    }

    /** Perft leaf counts by depth from the {@code D1}, {@code D2}, ... operations. */
    public SortedMap<Integer, Long> perftCounts() {
        SortedMap<Integer, Long> counts = new TreeMap<>();
        for (EpdOperation operation : operations) {
            if (Epd.isPerftOpcode(operation.opcode())) {
                counts.put(Integer.parseInt(operation.opcode().substring(1)), Long.parseLong(operation.operand()));
            }
        }
        return Collections.unmodifiableSortedMap(counts);
    }

    private int[] alternatives(String opcode) {
        Optional<EpdOperation> operation = operation(opcode);
        if (operation.isEmpty()) {
            return new int[0];
        }
        Position position = position();
        return moveOperands(operation.get()).stream().flatMapToInt(san -> IntStream.of(San.parseAlternatives(position, san))).toArray();
    }

    /** The operands that are moves: a lone "+" (as in "bm Qd1 +") belongs to the move before it. */
    static List<String> moveOperands(EpdOperation operation) {
        List<String> moves = new ArrayList<>(operation.operands().size());
        for (String operand : operation.operands()) {
            if (!Epd.isAnnotation(operand)) {
                moves.add(operand);
            }
        }
        return moves;
    }
}
