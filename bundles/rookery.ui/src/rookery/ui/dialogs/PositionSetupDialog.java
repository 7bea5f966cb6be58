package rookery.ui.dialogs;

import java.util.Random;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import rookery.chess.Chess960;
import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.FenException;
import rookery.chess.InvalidPositionException;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;
import rookery.ui.actions.UnsavedChanges;
import rookery.ui.board.BoardCanvas;
import rookery.ui.game.GameTree;
import rookery.ui.game.SetupEditor;
import rookery.ui.session.Session;

/**
 * Sets up a position: a board editor with a piece palette (a click puts the chosen piece, a
 * second click removes it), side to move, castling, en passant, a FEN field, Chess960 by
 * Scharnagl number or at random, and random chess. OK starts a new game from the position; the
 * pieces placed can instead be searched for as a pattern (a partial position), or the pawns drawn as
 * an exact pawn structure, in the open database.
 */
public class PositionSetupDialog {
    private static final Role[] ROLES = {Role.KING, Role.QUEEN, Role.ROOK, Role.BISHOP, Role.KNIGHT, Role.PAWN};

    private final Shell shell;
    private final Session session;
    private final SetupEditor editor = new SetupEditor();
    private final BoardCanvas board;
    private final Combo turn;
    private final Button[] castling = new Button[4];
    private final Text enPassant;
    private final Text fen;
    private final Spinner scharnagl;
    private final Label problem;
    private final org.eclipse.swt.graphics.Font paletteFont;
    private Piece brush = Piece.WHITE_QUEEN;

    public PositionSetupDialog(Shell parent, Session session) {
        this.session = session;
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Position setup");
        shell.setLayout(new GridLayout(2, false));
        board = new BoardCanvas(shell, SWT.BORDER);
        GridData boardData = new GridData(SWT.FILL, SWT.FILL, true, true);
        boardData.widthHint = 420;
        boardData.heightHint = 420;
        board.setLayoutData(boardData);
        board.setSquareListener(square -> {
            editor.place(square, brush);
            update();
        });
        paletteFont = new org.eclipse.swt.graphics.Font(shell.getDisplay(), "DejaVu Sans", 18, SWT.NORMAL);
        shell.addListener(SWT.Dispose, event -> paletteFont.dispose());
        Composite side = new Composite(shell, SWT.NONE);
        side.setLayout(new GridLayout(6, true));
        side.setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        for (Color color : Color.values()) {
            for (Role role : ROLES) {
                Piece piece = Piece.of(color, role);
                Button button = new Button(side, SWT.TOGGLE);
                button.setText(String.valueOf((char) ((color == Color.WHITE ? 0x2654 : 0x265A) + java.util.Arrays.asList(ROLES).indexOf(role))));
                button.setFont(paletteFont);
                button.setToolTipText(color.name().toLowerCase() + " " + role.name().toLowerCase());
                button.setSelection(piece == brush);
                button.addListener(SWT.Selection, event -> {
                    brush = piece;
                    for (var sibling : side.getChildren()) {
                        if (sibling instanceof Button b && (b.getStyle() & SWT.TOGGLE) != 0) {
                            b.setSelection(b == button);
                        }
                    }
                });
            }
        }
        label(side, "Side to move", 2);
        turn = new Combo(side, SWT.READ_ONLY);
        turn.setItems("White", "Black");
        turn.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        turn.addListener(SWT.Selection, event -> {
            editor.setTurn(turn.getSelectionIndex() == 0 ? Color.WHITE : Color.BLACK);
            update();
        });
        label(side, "Castling", 6);
        String[] names = {"White O-O", "White O-O-O", "Black O-O", "Black O-O-O"};
        for (int right = 0; right < 4; right++) {
            int index = right;
            castling[right] = new Button(side, SWT.CHECK);
            castling[right].setText(names[right]);
            castling[right].setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
            castling[right].addListener(SWT.Selection, event -> {
                editor.setCastling(index, castling[index].getSelection());
                update();
            });
        }
        label(side, "En passant", 2);
        enPassant = new Text(side, SWT.BORDER);
        enPassant.setMessage("e.g. e3");
        enPassant.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        enPassant.addListener(SWT.Modify, event -> {
            String text = enPassant.getText().strip();
            editor.setEpSquare(text.length() == 2 ? parseSquare(text) : Square.NONE);
            showFen();
        });
        label(side, "FEN", 2);
        fen = new Text(side, SWT.BORDER);
        fen.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        button(side, "Apply FEN", 3, this::applyFen);
        button(side, "Start position", 3, () -> {
            editor.chess960(Chess960.STANDARD_NUMBER);
            update();
        });
        button(side, "Clear board", 3, () -> {
            editor.clear();
            update();
        });
        button(side, "Random chess", 3, () -> {
            editor.randomChess(new Random());
            update();
        });
        label(side, "Chess960 #", 2);
        scharnagl = new Spinner(side, SWT.BORDER);
        scharnagl.setValues(Chess960.STANDARD_NUMBER, 0, 959, 0, 1, 10);
        scharnagl.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        button(side, "Set", 1, () -> {
            editor.chess960(scharnagl.getSelection());
            update();
        });
        button(side, "Random", 1, () -> {
            int number = new Random().nextInt(960);
            scharnagl.setSelection(number);
            editor.chess960(number);
            update();
        });
        button(side, "Search Games for This Pattern...", 3, this::searchPattern);
        button(side, "Search Games with These Pawns...", 3, this::searchPawns);
        problem = new Label(side, SWT.WRAP);
        problem.setForeground(shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        problem.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 6, 1));
        Button cancel = button(side, "Cancel", 3, shell::close);
        cancel.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false, 3, 1));
        Button ok = button(side, "OK", 3, this::accept);
        ok.setLayoutData(new GridData(SWT.FILL, SWT.END, true, false, 3, 1));
        shell.setDefaultButton(ok);
        Position current = session.position();
        editor.load(current.toSetup(), current.variant());
        update();
        shell.pack();
    }

    public Shell shell() {
        return shell;
    }

    public BoardCanvas board() {
        return board;
    }

    public Text fen() {
        return fen;
    }

    public String problem() {
        return problem.getText();
    }

    public void open() {
        DialogPlacement.centreOnParent(shell);
        shell.open();
    }

    public void chooseBrush(Piece piece) {
        brush = piece;
    }

    private static void label(Composite parent, String text, int span) {
        Label label = new Label(parent, SWT.NONE);
        label.setText(text);
        label.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false, span, 1));
    }

    private static Button button(Composite parent, String text, int span, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, span, 1));
        button.addListener(SWT.Selection, event -> action.run());
        return button;
    }

    private static int parseSquare(String text) {
        try {
            return Square.parse(text);
        } catch (IllegalArgumentException e) {
            return Square.NONE;
        }
    }

    private void update() {
        board.showEditedBoard(editor.board());
        turn.select(editor.turn() == Color.WHITE ? 0 : 1);
        for (int right = 0; right < 4; right++) {
            castling[right].setSelection(editor.castling(right));
        }
        showFen();
    }

    private void showFen() {
        fen.setText(editor.fen());
        problem.setText(editor.variant() == rookery.chess.Variant.STANDARD ? "" : "Variant: " + editor.variant().name().toLowerCase());
    }

    public void applyFen() {
        try {
            var setup = Fen.parse(fen.getText().strip());
            rookery.chess.Variant variant;
            try {
                variant = rookery.ui.game.PastedText.game(setup).variant();
            } catch (java.io.IOException illegal) {
                variant = rookery.chess.Variant.STANDARD;
            }
            editor.load(setup, variant);
            update();
        } catch (FenException e) {
            problem.setText(e.getMessage());
        }
    }

    /**
     * The pieces on the board as a pattern ("Bh7 kg8"): a partial position, kings not needed, for
     * the search dialog, where empty squares and the side to move can be added.
     */
    public String pattern() {
        StringBuilder tokens = new StringBuilder();
        Piece[] pieces = editor.board();
        for (int square = 0; square < 64; square++) {
            if (pieces[square] != null) {
                tokens.append(tokens.isEmpty() ? "" : " ").append(pieces[square].fenChar()).append(Square.name(square));
            }
        }
        return tokens.toString();
    }

    /** Opens the search dialog on the board's pieces as a pattern. */
    public StructureSearchDialog searchPattern() {
        StructureSearchDialog dialog = new StructureSearchDialog(shell, session, StructureSearchDialog.Mode.PATTERN);
        dialog.pattern().setText(pattern());
        dialog.open();
        return dialog;
    }

    /** Opens the search dialog on the exact structure of the pawns drawn on the board (other pieces ignored). */
    public StructureSearchDialog searchPawns() {
        StructureSearchDialog dialog = new StructureSearchDialog(shell, session, StructureSearchDialog.Mode.PAWNS);
        dialog.usePawns(new rookery.database.PawnStructure(editor.setup().pieces(Color.WHITE, Role.PAWN),
                editor.setup().pieces(Color.BLACK, Role.PAWN)));
        dialog.open();
        return dialog;
    }

    /** Starts a new game from the position if it is legal, else says why. */
    public void accept() {
        try {
            Position.fromSetup(editor.setup(), editor.variant());
            if (UnsavedChanges.allow(shell, session, "start a game from this position")) {
                session.load(GameTree.of(editor.setup(), editor.variant()));
                shell.close();
            }
        } catch (InvalidPositionException e) {
            problem.setText("Illegal position: " + e.getMessage());
        }
    }
}
