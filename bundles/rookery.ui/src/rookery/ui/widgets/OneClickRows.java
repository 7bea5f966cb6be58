package rookery.ui.widgets;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/**
 * The way every table of moves plays one (explorer, engine lines, endgame): a single click on a
 * row, or Enter on the selected row. The second click of a double click does nothing, so it
 * cannot play a move of the position the first click led to.
 */
public final class OneClickRows {
    private OneClickRows() {
    }

    public static void install(Table table, Consumer<TableItem> play) {
        table.addListener(SWT.MouseUp, event -> {
            if (event.button != 1 || event.count > 1) {
                return;
            }
            TableItem item = table.getItem(new Point(event.x, event.y));
            if (item != null) {
                play.accept(item);
            }
        });
        table.addListener(SWT.KeyDown, event -> {
            int index = table.getSelectionIndex();
            if ((event.keyCode == SWT.CR || event.keyCode == SWT.KEYPAD_CR) && (event.stateMask & SWT.MODIFIER_MASK) == 0
                    && index >= 0) {
                event.doit = false;
                play.accept(table.getItem(index));
            }
        });
    }
}
