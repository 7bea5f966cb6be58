package rookery.chess;

import java.util.List;

/**
 * One EPD operation: an opcode such as {@code bm}, {@code id}, {@code c0} or {@code D5} and its
 * operands, with the quotes of string operands removed. Unknown opcodes are kept as they are.
 */
public record EpdOperation(String opcode, List<String> operands) {

    public EpdOperation {
        if (opcode.isEmpty() || !Character.isLetter(opcode.charAt(0))) {
            throw new IllegalArgumentException("an EPD opcode starts with a letter: '" + opcode + "'");
        }
        for (String operand : operands) {
            if (operand.indexOf('"') >= 0) {
                throw new IllegalArgumentException("an EPD operand cannot contain a double quote: " + operand);
            }
        }
        operands = List.copyOf(operands);
    }

    public static EpdOperation of(String opcode, String... operands) {
        return new EpdOperation(opcode, List.of(operands));
    }

    /** The first operand, or null if there is none. */
    public String operand() {
        return operands.isEmpty() ? null : operands.get(0);
    }
}
