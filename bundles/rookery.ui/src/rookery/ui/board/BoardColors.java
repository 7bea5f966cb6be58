package rookery.ui.board;

import java.util.List;

import org.eclipse.swt.graphics.RGB;

/** The board's square colours, a theme chosen in the preferences by its name. */
public record BoardColors(String name, String label, RGB light, RGB dark) {
    public static final BoardColors BROWN = new BoardColors("brown", "Brown", new RGB(240, 217, 181), new RGB(181, 136, 99));
    public static final BoardColors GREEN = new BoardColors("green", "Green", new RGB(238, 238, 210), new RGB(118, 150, 86));
    public static final BoardColors BLUE = new BoardColors("blue", "Blue", new RGB(222, 227, 230), new RGB(140, 162, 173));
    public static final BoardColors GREY = new BoardColors("grey", "Grey", new RGB(226, 226, 222), new RGB(150, 150, 146));
    public static final BoardColors PURPLE = new BoardColors("purple", "Purple", new RGB(232, 224, 240), new RGB(142, 112, 168));

    /** Every theme, in the order Preferences > Board offers them. */
    public static final List<BoardColors> THEMES = List.of(BROWN, GREEN, BLUE, GREY, PURPLE);

    /** The theme a preference names, brown when the name is unknown. */
    public static BoardColors named(String name) {
        return THEMES.stream().filter(theme -> theme.name.equals(name)).findFirst().orElse(BROWN);
    }
}
