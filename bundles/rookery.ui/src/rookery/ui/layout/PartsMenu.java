package rookery.ui.layout;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.e4.ui.di.AboutToShow;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.model.application.ui.menu.MDirectMenuItem;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuElement;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

/**
 * The Window menu's list of parts, one item per part of the window (including parts added later),
 * each bringing its part to the front, with a mnemonic of its own.
 */
public class PartsMenu {
    /** Taken by the menu's fixed items (Detach or Attach Part, Attach Detached Parts, Reset Layout). */
    private static final String RESERVED_MNEMONICS = "rta";

    @AboutToShow
    public void aboutToShow(List<MMenuElement> items, MWindow window, EModelService models) {
        Set<Character> used = new HashSet<>();
        RESERVED_MNEMONICS.chars().forEach(c -> used.add((char) c));
        for (MPart part : models.findElements(window, null, MPart.class)) {
            if (!part.isToBeRendered()) {
                continue;
            }
            MDirectMenuItem item = models.createModelElement(MDirectMenuItem.class);
            item.setElementId("rookery.ui.menuitem.show." + part.getElementId());
            item.setLabel(withMnemonic(part.getLocalizedLabel(), used));
            item.setContributionURI(ShowPart.CONTRIBUTION_URI);
            item.getTransientData().put(ShowPart.PART_ID, part.getElementId());
            items.add(item);
        }
    }

    /** The label with an ampersand before its first letter not yet used as a mnemonic (none if all are). */
    static String withMnemonic(String label, Set<Character> used) {
        for (int i = 0; i < label.length(); i++) {
            char letter = Character.toLowerCase(label.charAt(i));
            if (Character.isLetter(letter) && used.add(letter)) {
                return label.substring(0, i) + "&" + label.substring(i);
            }
        }
        return label;
    }
}
