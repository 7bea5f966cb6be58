package rookery.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.ui.board.BoardArrow;
import rookery.ui.board.BoardCanvas;
import rookery.ui.board.BoardColors;
import rookery.ui.board.PieceSet;
import rookery.ui.model.EngineHint;
import rookery.ui.model.LinePreview;
import rookery.ui.model.PositionChange;
import rookery.ui.model.Session;
import rookery.ui.model.SessionListener;
import rookery.ui.model.Topics;
import rookery.ui.model.UiPreferences;

/**
 * The board that follows the session's current position, with navigation buttons, flip and a
 * status line; moves entered on it are played into the session. A previewed engine line is
 * shown read-only with its moves as arrows until the board is clicked.
 */
public class BoardView extends Composite implements SessionListener {
    private static final RGB ENGINE_ARROW = new RGB(21, 120, 27);
    private static final RGB PREVIEW_ARROW = new RGB(40, 90, 200);

    private final Session session;
    private final BoardCanvas board;
    private final Label status;
    private PositionChange shown;
    private EngineHint hint = EngineHint.NONE;
    private boolean previewing;

    public BoardView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        GridLayout layout = new GridLayout(6, false);
        layout.marginWidth = 4;
        layout.marginHeight = 4;
        setLayout(layout);
        board = new BoardCanvas(this, SWT.NONE);
        board.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 6, 1));
        board.setMoveListener(session::play);
        board.addListener(SWT.MouseDown, event -> board.setFocus());
        board.addListener(SWT.MouseDown, event -> {
            if (previewing) {
                session.setPreview(LinePreview.NONE);
            }
        });
        button("|\u25c0", "Start of the game (Home)", session::toStart);
        button("\u25c0", "Back (Left)", session::back);
        button("\u25b6", "Forward (Right)", session::forward);
        button("\u25b6|", "End of the line (End)", session::toEnd);
        button("\u21c5", "Flip the board (F)", this::flip);
        status = new Label(this, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        board.setColors(colors(session.preferences().boardTheme()));
        board.setPieceSet(PieceSet.named(session.preferences().pieceSet()));
        show(session.snapshot());
        WorkbenchKeys.install(this, session);
    }

    public void flip() {
        board.setFlipped(!board.isFlipped());
    }

    /** Shows a short message under the board until the position changes. */
    public void showStatus(String text) {
        status.setText(text);
        status.requestLayout();
    }

    public BoardCanvas board() {
        return board;
    }

    public String status() {
        return status.getText();
    }

    /** The board colours a preference names. */
    static BoardColors colors(String theme) {
        return switch (theme) {
            case "green" -> BoardColors.GREEN;
            case "blue" -> BoardColors.BLUE;
            default -> BoardColors.BROWN;
        };
    }

    private void button(String symbol, String tooltip, Runnable action) {
        Button button = new Button(this, SWT.PUSH | SWT.FLAT);
        button.setText(symbol);
        button.setToolTipText(tooltip);
        button.addListener(SWT.Selection, event -> action.run());
    }

    @Override
    public void changed(String topic, Object data) {
        if (isDisposed()) {
            return;
        }
        switch (topic) {
            case Topics.POSITION, Topics.GAME -> show((PositionChange) data);
            case Topics.PREVIEW -> preview((LinePreview) data);
            case Topics.PREFERENCES -> {
                UiPreferences preferences = (UiPreferences) data;
                board.setColors(colors(preferences.boardTheme()));
                board.setPieceSet(PieceSet.named(preferences.pieceSet()));
            }
            case Topics.ENGINE_HINT -> {
                hint = (EngineHint) data;
                if (!previewing) {
                    board.setArrows(engineArrows());
                }
            }
            default -> {
            }
        }
    }

    private void show(PositionChange change) {
        shown = change;
        previewing = false;
        board.setInteractive(true);
        board.setPosition(change.position(), change.node().move());
        board.setArrows(engineArrows());
        status.setText(describe(change.position()));
    }

    private List<BoardArrow> engineArrows() {
        if (hint.move() == Move.NONE || shown == null || hint.positionKey() != shown.position().key()) {
            return List.of();
        }
        return List.of(arrow(hint.move(), ENGINE_ARROW));
    }

    private void preview(LinePreview line) {
        if (line.isEmpty()) {
            show(shown);
            return;
        }
        Position position = shown.position().copy();
        List<BoardArrow> arrows = new ArrayList<>();
        int last = Move.NONE;
        for (int move : line.moves()) {
            if (arrows.size() < 3) {
                arrows.add(arrow(move, PREVIEW_ARROW));
            }
            position.play(move);
            last = move;
        }
        previewing = true;
        board.setPosition(position, last);
        board.setArrows(arrows);
        board.setInteractive(false);
        status.setText("Preview of a line: click the board to return");
    }

    private static BoardArrow arrow(int move, RGB colour) {
        int to = Move.isCastling(move) ? Move.castlingKingTarget(move) : Move.to(move);
        return new BoardArrow(Move.from(move), to, colour);
    }

    static String describe(Position position) {
        String side = position.turn() == Color.WHITE ? "White" : "Black";
        if (position.isCheckmate()) {
            return "Checkmate: " + (position.turn() == Color.WHITE ? "Black" : "White") + " wins";
        }
        if (position.isStalemate()) {
            return "Stalemate: draw";
        }
        if (position.hasInsufficientMaterial()) {
            return "Draw by insufficient material";
        }
        if (position.isThreefoldRepetition()) {
            return side + " to move; threefold repetition (draw can be claimed)";
        }
        if (position.isFiftyMoveRule()) {
            return side + " to move; fifty-move rule (draw can be claimed)";
        }
        return side + " to move" + (position.isCheck() ? ", in check" : "");
    }
}
