package rookery.ui.board;

import org.eclipse.swt.graphics.RGB;

/** The board's square colours, configurable in the preferences. */
public record BoardColors(RGB light, RGB dark) {
    public static final BoardColors BROWN = new BoardColors(new RGB(240, 217, 181), new RGB(181, 136, 99));
    public static final BoardColors GREEN = new BoardColors(new RGB(238, 238, 210), new RGB(118, 150, 86));
    public static final BoardColors BLUE = new BoardColors(new RGB(222, 227, 230), new RGB(140, 162, 173));
}
