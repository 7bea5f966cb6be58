package rookery.ui.widgets;

import org.eclipse.swt.layout.GridLayout;

/**
 * The grid of a part's view with little vertical room around its rows, so that at 1400×900 the
 * default layout leaves each part's table its rows (docs/development.md, "Default layout").
 */
public final class CompactGrid {
    private CompactGrid() {
    }

    public static GridLayout of(int columns) {
        GridLayout layout = new GridLayout(columns, false);
        layout.marginHeight = 2;
        layout.verticalSpacing = 2;
        return layout;
    }
}
