package rookery.ui.session;

import java.util.List;

/** Moves to show on the board from the current position without playing them; an empty line ends the preview. */
public record LinePreview(List<Integer> moves) implements SessionEvent {
    public static final LinePreview NONE = new LinePreview(List.of());

    public LinePreview {
        moves = List.copyOf(moves);
    }

    public boolean isEmpty() {
        return moves.isEmpty();
    }

    @Override
    public String topic() {
        return Topics.PREVIEW;
    }
}
