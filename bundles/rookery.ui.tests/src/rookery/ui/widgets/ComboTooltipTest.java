package rookery.ui.widgets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Issue 33, defect 15: a combo's tooltip covered its opened list; it is off while the list is down. */
class ComboTooltipTest {
    private static final String TIP = "the colour the player had";
    private final Display display = Display.getDefault();
    private Shell shell;

    @AfterEach
    void close() {
        shell.dispose();
        Ui.settle(display);
    }

    @Test
    void theTooltipIsOffWhileTheListIsDownAndBackOnceItCloses() {
        shell = new Shell(display);
        shell.setLayout(new RowLayout());
        Combo combo = new Combo(shell, SWT.READ_ONLY);
        combo.setItems("any colour", "White", "Black");
        combo.select(0);
        ComboTooltip.set(combo, TIP);
        shell.setBounds(100, 100, 300, 200);
        shell.open();
        Ui.settle(display);
        assertEquals(TIP, combo.getToolTipText());

        Ui.pointerClick(combo, combo.getSize().x / 2, combo.getSize().y / 2);
        Ui.waitUntil(display, 20_000, "the list down", combo::getListVisible);
        Screenshots.save(shell, "combo-list-down");
        assertNull(combo.getToolTipText(), "no tooltip over the list");

        Ui.press(display, SWT.ESC);
        Ui.waitUntil(display, 20_000, "the list closed", () -> !combo.getListVisible());
        Ui.waitUntil(display, 20_000, "the tooltip back", () -> TIP.equals(combo.getToolTipText()));
        assertTrue(combo.getSelectionIndex() == 0, "Escape chose nothing");
    }
}
