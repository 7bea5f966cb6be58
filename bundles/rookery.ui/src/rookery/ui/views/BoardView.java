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
import org.eclipse.swt.widgets.Menu;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.engine.Score;
import rookery.engine.analysis.Eval;
import rookery.ui.actions.GameClipboard;
import rookery.ui.board.BoardArrow;
import rookery.ui.board.BoardCanvas;
import rookery.ui.board.BoardColors;
import rookery.ui.board.EvalBar;
import rookery.ui.board.PieceSet;
import rookery.ui.game.MainLineEvals;
import rookery.ui.game.MoveNode;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.session.EngineHint;
import rookery.ui.session.LinePreview;
import rookery.ui.session.PositionChange;
import rookery.ui.session.PreferencesChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;

/**
 * The board that follows the session's current position, with navigation buttons, flip and a
 * status line; moves entered on it are played into the session, and the arrows and circles drawn
 * on it with the right button belong to the current move. A previewed engine line is
 * shown read-only with its moves as arrows while the pointer is over it in the Engine part.
 */
public class BoardView extends Composite implements SessionListener {
    /**
     * The engine lines' arrows by pane and rank: the best line's first, then thinner ones in other
     * colours; the second engine's in warm colours, apart from the first's.
     */
    private static final RGB[][] LINE_ARROWS = {
            {new RGB(21, 120, 27), new RGB(30, 100, 200), new RGB(225, 125, 20), new RGB(150, 60, 170), new RGB(110, 110, 110)},
            {new RGB(200, 40, 40), new RGB(220, 160, 0), new RGB(170, 90, 40), new RGB(230, 110, 150), new RGB(140, 110, 90)}};
    private static final RGB PREVIEW_ARROW = new RGB(40, 90, 200);

    private final Session session;
    private final BoardCanvas board;
    private final EvalBar evalBar;
    private final Label status;
    private final Menu menu;
    private PositionChange shown;
    /** What each engine pane said last. */
    private final EngineHint[] hints = {EngineHint.none(0), EngineHint.none(1)};
    private boolean previewing;

    public BoardView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        GridLayout layout = new GridLayout(6, false);
        layout.marginWidth = 4;
        layout.marginHeight = 4;
        setLayout(layout);
        Composite boardRow = new Composite(this, SWT.NONE);
        boardRow.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 6, 1));
        GridLayout rowLayout = new GridLayout(2, false);
        rowLayout.marginWidth = 0;
        rowLayout.marginHeight = 0;
        boardRow.setLayout(rowLayout);
        evalBar = new EvalBar(boardRow);
        evalBar.setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        board = new BoardCanvas(boardRow, SWT.NONE);
        board.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        board.setMoveListener(session::play);
        board.setDrawingListener(session::draw);
        board.addListener(SWT.MouseDown, event -> board.setFocus());
        button("|\u25c0", "Start of the game (Home)", session::toStart);
        button("\u25c0", "Back (Left)", session::back);
        button("\u25b6", "Forward (Right)", session::forward);
        button("\u25b6|", "End of the line (End)", session::toEnd);
        button("\u21c5", "Flip the board (F)", this::flip);
        status = new Label(this, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        board.setColors(BoardColors.named(session.preferences().boardTheme()));
        board.setPieceSet(PieceSet.named(session.preferences().pieceSet()));
        evalBar.setWhitePerspective(session.preferences().whitePerspective());
        show(session.snapshot());
        GameClipboard clipboard = new GameClipboard(this, session);
        WorkbenchKeys.install(this, session, clipboard);
        menu = BoardMenu.create(this, session, clipboard);
        board.setMenuListener(at -> {
            menu.setLocation(at);
            menu.setVisible(true);
        });
    }

    /** The board's menu, which a right-click off the squares or with Ctrl, the menu key or Shift+F10 opens. */
    public Menu menu() {
        return menu;
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

    /** The evaluation bar beside the board, fed by the running engine. */
    public EvalBar evalBar() {
        return evalBar;
    }

    public String status() {
        return status.getText();
    }

    /** The board colours a preference names. */

    private void button(String symbol, String tooltip, Runnable action) {
        Button button = new Button(this, SWT.PUSH | SWT.FLAT);
        button.setText(symbol);
        button.setToolTipText(tooltip);
        button.addListener(SWT.Selection, event -> action.run());
    }

    @Override
    public void changed(SessionEvent event) {
        if (isDisposed()) {
            return;
        }
        switch (event) {
            case PositionChange change -> show(change);
            case LinePreview line -> preview(line);
            case PreferencesChange(UiPreferences preferences) -> {
                board.setColors(BoardColors.named(preferences.boardTheme()));
                board.setPieceSet(PieceSet.named(preferences.pieceSet()));
                evalBar.setWhitePerspective(preferences.whitePerspective());
            }
            case EngineHint engineHint -> {
                hints[engineHint.pane()] = engineHint;
                if (!previewing) {
                    board.setArrows(engineArrows());
                }
                showEvaluation();
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
        board.setDrawings(change.node().drawings());
        status.setText(describe(change.position()));
        showStoredEvaluation(change);
    }

    /** A reviewed move's evaluation ({@code [%eval]}) in the bar, until the engine speaks about the position. */
    private void showStoredEvaluation(PositionChange change) {
        if (hintsShownPosition()) {
            return;
        }
        MoveNode node = change.node();
        Eval stored = MainLineEvals.parse(node.isRoot() ? node.startingComment() : node.comment());
        if (stored == null || stored.pgnText() == null) {
            return;
        }
        int white = change.position().turn() == Color.WHITE ? 1 : -1;
        evalBar.show(stored.isMate() ? Score.mate(white * stored.value()) : Score.centipawns(white * stored.value()),
                change.position().turn());
    }

    private boolean hintsShownPosition() {
        return hintsShownPosition(hints[0]) || hintsShownPosition(hints[1]);
    }

    private boolean hintsShownPosition(EngineHint hint) {
        return shown != null && hint.positionKey() == shown.position().key();
    }

    /**
     * An arrow for each engine line's first move, the best line's the thickest; each engine's in its
     * own colours, the second's thinner and over the first's, so that a move both choose shows both.
     */
    private List<BoardArrow> engineArrows() {
        List<BoardArrow> arrows = new ArrayList<>();
        for (EngineHint hint : hints) {
            if (!hintsShownPosition(hint)) {
                continue;
            }
            RGB[] colours = LINE_ARROWS[hint.pane()];
            List<Integer> moves = hint.firstMoves();
            for (int rank = moves.size() - 1; rank >= 0; rank--) {
                float weight = Math.max(0.45f, 1f - 0.18f * rank) * (hint.pane() == 0 ? 1f : 0.5f);
                arrows.add(arrow(moves.get(rank), colours[Math.min(rank, colours.length - 1)], weight));
            }
        }
        return arrows;
    }

    /**
     * The score in the bar: the first engine's while it is about the position shown, else the
     * second's; the last score stays until the next.
     */
    private void showEvaluation() {
        EngineHint hint = hints[0].score() == null && hints[1].score() != null || !hintsShownPosition(hints[0]) && hintsShownPosition(hints[1])
                ? hints[1] : hints[0];
        if (hint.score() == null) {
            evalBar.clear();
        } else if (hintsShownPosition(hint)) {
            evalBar.show(hint.score(), shown.position().turn());
        }
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
                arrows.add(arrow(move, PREVIEW_ARROW, 1f));
            }
            position.play(move);
            last = move;
        }
        previewing = true;
        board.setPosition(position, last);
        board.setArrows(arrows);
        board.setDrawings(List.of());
        board.setInteractive(false);
        status.setText("Preview of the engine line under the pointer");
    }

    private static BoardArrow arrow(int move, RGB colour, float weight) {
        int to = Move.isCastling(move) ? Move.castlingKingTarget(move) : Move.to(move);
        return new BoardArrow(Move.from(move), to, colour, weight);
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
