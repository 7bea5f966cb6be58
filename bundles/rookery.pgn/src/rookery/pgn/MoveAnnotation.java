package rookery.pgn;

import java.util.List;

/**
 * What an analysis adds to one main-line move: its evaluation as a {@code [%eval]} command (other
 * commands and text of the comment are kept), a NAG (0: none), and a variation replacing the move
 * (empty: none) with a comment after the move ({@code null}: none), such as "Mistake. Nf3 was best.".
 */
public record MoveAnnotation(Evaluation evaluation, int nag, String remark, List<Integer> variation) {

    public MoveAnnotation {
        variation = List.copyOf(variation);
    }
}
