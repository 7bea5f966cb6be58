package rookery.ui.views;

import java.util.Locale;
import java.util.stream.IntStream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

import rookery.engine.analysis.GameReview;
import rookery.engine.analysis.Judgement;
import rookery.engine.analysis.SideSummary;
import rookery.ui.actions.MoveEditing;
import rookery.ui.dialogs.CommentDialog;
import rookery.ui.game.JudgedMoves;
import rookery.ui.game.MainLineEvals;
import rookery.ui.game.MoveNode;
import rookery.ui.game.Nag;
import rookery.ui.game.NotationText;
import rookery.ui.session.PositionChange;
import rookery.ui.session.Session;
import rookery.ui.session.SessionEvent;
import rookery.ui.session.SessionListener;
import rookery.ui.widgets.EvalGraph;
import rookery.ui.model.Counts;

/**
 * The current game's moves with variations, comments, NAGs and an engine review's evaluations,
 * with the review's evaluation graph and per-side summary under them. A click jumps to a move; Left and
 * Right step, Home and End go to the start and the end of the line, Up and Down switch between
 * the alternatives of the current move; the context menu edits the comments before and after the
 * move and its annotation glyphs, deletes or promotes a variation (also by key, {@link MoveEditing}).
 */
public class NotationView extends Composite implements SessionListener {
    private static final Color MOVE_NUMBER = new Color(110, 110, 110);
    private static final Color VARIATION = new Color(30, 80, 160);
    private static final Color COMMENT = new Color(20, 120, 60);
    private static final Color NAG = new Color(170, 40, 40);
    private static final Color CURRENT = new Color(255, 214, 120);
    private static final Color EVAL = new Color(120, 120, 120);

    private final Session session;
    private final StyledText text;
    private final Label header;
    private final Font headerFont;
    private final EvalGraph graph;
    private final Composite review;
    private final Label summary;
    private final Button nextMistake;
    private NotationText notation;
    private MainLineEvals evals;
    private MoveNode current;

    public NotationView(Composite parent, Session session) {
        super(parent, SWT.NONE);
        this.session = session;
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        setLayout(layout);
        header = new Label(this, SWT.NONE);
        FontData data = getFont().getFontData()[0];
        headerFont = new Font(getDisplay(), data.getName(), data.getHeight() + 1, SWT.BOLD);
        header.setFont(headerFont);
        GridData headerData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        headerData.horizontalIndent = 8;
        headerData.verticalIndent = 4;
        header.setLayoutData(headerData);
        text = new StyledText(this, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        text.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        addListener(SWT.Dispose, event -> headerFont.dispose());
        text.setMargins(8, 6, 8, 6);
        text.setLineSpacing(3);
        text.setCaret(null);
        text.addListener(SWT.MouseDown, this::clicked);
        text.setMenu(contextMenu());
        graph = new EvalGraph(this, session::goTo);
        graph.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Composite reviewRow = new Composite(this, SWT.NONE);
        reviewRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout rowLayout = new GridLayout(2, false);
        rowLayout.marginHeight = 2;
        reviewRow.setLayout(rowLayout);
        summary = new Label(reviewRow, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        nextMistake = new Button(reviewRow, SWT.PUSH);
        nextMistake.setText("Next mistake \u25b6");
        nextMistake.setToolTipText("The next inaccuracy, mistake or blunder of the review (N)");
        nextMistake.addListener(SWT.Selection, event -> goToNextMistake());
        review = reviewRow;
        showGame(session.snapshot());
    }

    public String header() {
        return header.getText();
    }

    public StyledText text() {
        return text;
    }

    @Override
    public void changed(SessionEvent event) {
        if (isDisposed() || !(event instanceof PositionChange change)) {
            return;
        }
        if (change.gameEdited()) {
            showGame(change);
        } else {
            showCurrent(change.node());
        }
    }

    private void showGame(PositionChange change) {
        notation = NotationText.of(change.game());
        header.setText(NotationText.header(change.game()));
        text.setText(notation.text());
        evals = MainLineEvals.of(change.game());
        boolean evaluated = evals.complete();
        summary.setText(evaluated ? describe(evals.review()) : "");
        for (Control part : new Control[] {graph, review}) {
            ((GridData) part.getLayoutData()).exclude = !evaluated;
            part.setVisible(evaluated);
        }
        layout(true, true);
        showCurrent(change.node());
    }

    /** "White: 1 inaccuracy, 0 mistakes, 1 blunder · ACPL 34 · accuracy 81%", then Black's line. */
    static String describe(GameReview review) {
        return side("White", review.white()) + "\n" + side("Black", review.black());
    }

    private static String side(String name, SideSummary side) {
        return String.format(Locale.ROOT, "%s: %s, %s, %s \u00b7 ACPL %.0f \u00b7 accuracy %.0f%%", name,
                Counts.of(side.inaccuracies(), "inaccuracy", "inaccuracies"), Counts.of(side.mistakes(), "mistake"),
                Counts.of(side.blunders(), "blunder"), side.averageCentipawnLoss(), side.accuracy());
    }

    /** Goes to the review's next judged move after the current one; false when there is none. */
    public boolean goToNextMistake() {
        MoveNode next = current == null ? null : JudgedMoves.after(current);
        if (next != null) {
            session.goTo(next);
        }
        return next != null;
    }

    public EvalGraph graph() {
        return graph;
    }

    public String summary() {
        return summary.getText();
    }

    private void showCurrent(MoveNode node) {
        current = node;
        graph.show(evals, node);
        nextMistake.setEnabled(JudgedMoves.after(node) != null);
        text.setStyleRanges(styles(node));
        NotationText.Span span = notation.moveSpan(node);
        if (span != null) {
            text.setSelection(span.start());
            text.setSelection(span.start(), span.start());
            text.showSelection();
        }
    }

    private StyleRange[] styles(MoveNode currentNode) {
        var spans = notation.spans();
        StyleRange[] ranges = new StyleRange[spans.size()];
        for (int i = 0; i < ranges.length; i++) {
            NotationText.Span span = spans.get(i);
            StyleRange range = new StyleRange(span.start(), span.length(), null, null);
            switch (span.kind()) {
                case MAIN_MOVE, RESULT -> range.fontStyle = SWT.BOLD;
                case VARIATION_MOVE -> range.foreground = VARIATION;
                case MOVE_NUMBER -> range.foreground = span.node().isMainLine() ? MOVE_NUMBER : VARIATION;
                case COMMENT -> {
                    range.foreground = COMMENT;
                    range.fontStyle = SWT.ITALIC;
                }
                case NAG -> range.foreground = nagColour(span);
                case EVAL -> range.foreground = EVAL;
                case PUNCTUATION -> range.foreground = VARIATION;
            }
            if (span.node() == currentNode && (span.kind() == NotationText.Kind.MAIN_MOVE || span.kind() == NotationText.Kind.VARIATION_MOVE)) {
                range.background = CURRENT;
            }
            ranges[i] = range;
        }
        return ranges;
    }

    /** A review's glyphs in the graph's colours (?! ? ??), the others as before. */
    private Color nagColour(NotationText.Span span) {
        Judgement judgement = JudgedMoves.judgement(span.node());
        String symbol = notation.text().substring(span.start(), span.end());
        return judgement != null && symbol.equals(judgement.glyph()) ? EvalGraph.colour(judgement) : NAG;
    }

    private void clicked(Event event) {
        if (event.button != 1 && event.button != 3) {
            return;
        }
        int offset = text.getOffsetAtPoint(new Point(event.x, event.y));
        MoveNode node = offset < 0 ? null : notation.nodeAt(offset);
        if (node != null) {
            session.goTo(node);
        }
    }

    /** Opens the editor of the comment after the current move (or of the game's opening comment at its start). */
    public CommentDialog editComment() {
        return editComment(CommentDialog.Place.AFTER);
    }

    /** Opens the editor of the comment before or after the current move. */
    public CommentDialog editComment(CommentDialog.Place place) {
        CommentDialog dialog = new CommentDialog(getShell(), session, current, place);
        dialog.open();
        return dialog;
    }

    private Menu contextMenu() {
        Menu menu = new Menu(text);
        MenuItem comment = new MenuItem(menu, SWT.PUSH);
        comment.setText("Comment After Move...");
        comment.addListener(SWT.Selection, event -> editComment(CommentDialog.Place.AFTER));
        MenuItem commentBefore = new MenuItem(menu, SWT.PUSH);
        commentBefore.setText("Comment Before Move...");
        commentBefore.addListener(SWT.Selection, event -> editComment(CommentDialog.Place.BEFORE));
        MenuItem annotation = new MenuItem(menu, SWT.CASCADE);
        annotation.setText("Annotation");
        Menu glyphs = new Menu(annotation);
        annotation.setMenu(glyphs);
        addGlyphs(glyphs, Nag.MOVE_ASSESSMENTS);
        new MenuItem(glyphs, SWT.SEPARATOR);
        addGlyphs(glyphs, Nag.POSITION_ASSESSMENTS);
        new MenuItem(glyphs, SWT.SEPARATOR);
        MenuItem clear = new MenuItem(glyphs, SWT.PUSH);
        clear.setText("Clear comment and glyphs");
        clear.addListener(SWT.Selection, event -> session.clearAnnotations(current));
        new MenuItem(menu, SWT.SEPARATOR);
        MenuItem promote = new MenuItem(menu, SWT.PUSH);
        promote.setText("Promote Variation\t" + MoveEditing.PROMOTE_VARIATION_KEY);
        promote.addListener(SWT.Selection, event -> MoveEditing.promoteVariation(session));
        MenuItem delete = new MenuItem(menu, SWT.PUSH);
        delete.setText("Delete Variation\t" + MoveEditing.DELETE_VARIATION_KEY);
        delete.addListener(SWT.Selection, event -> MoveEditing.deleteVariation(session));
        MenuItem truncate = new MenuItem(menu, SWT.PUSH);
        truncate.setText("Delete from Here\t" + MoveEditing.DELETE_FROM_HERE_KEY);
        truncate.addListener(SWT.Selection, event -> MoveEditing.deleteFromHere(session));
        glyphs.addListener(SWT.Show, event -> {
            int[] nags = current.nags();
            for (MenuItem item : glyphs.getItems()) {
                if (item.getData() instanceof Integer nag) {
                    item.setSelection(IntStream.of(nags).anyMatch(n -> n == nag));
                }
            }
        });
        menu.addListener(SWT.Show, event -> {
            annotation.setEnabled(MoveEditing.canAnnotate(session));
            commentBefore.setEnabled(MoveEditing.canAnnotate(session));
            boolean inVariation = MoveEditing.isInVariation(session);
            promote.setEnabled(inVariation);
            delete.setEnabled(inVariation);
            truncate.setEnabled(MoveEditing.canAnnotate(session));
        });
        return menu;
    }

    private void addGlyphs(Menu glyphs, int[] nags) {
        for (int nag : nags) {
            MenuItem item = new MenuItem(glyphs, SWT.CHECK);
            item.setText(Nag.symbol(nag) + "  " + Nag.describe(nag) + "\t" + Nag.shortcut(nag));
            item.setData(nag);
            item.addListener(SWT.Selection, event -> MoveEditing.toggleGlyph(session, nag));
        }
    }
}
