package rookery.ui.layout;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * The layout an application model file defines: each sash child's share (its container data) by
 * element id, and the main window's size. Reset Layout returns the running window to it; tests lay
 * their parts out with the same shares as the product.
 */
public record DefaultLayout(Map<String, Integer> shares, int width, int height) {
    private static final String WINDOW_TYPE = "basic:TrimmedWindow";

    public DefaultLayout {
        shares = Map.copyOf(shares);
    }

    public static DefaultLayout read(InputStream applicationModel) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Element root = factory.newDocumentBuilder().parse(applicationModel).getDocumentElement();
            Map<String, Integer> shares = new LinkedHashMap<>();
            int width = 0;
            int height = 0;
            NodeList elements = root.getElementsByTagName("*");
            for (int i = 0; i < elements.getLength(); i++) {
                Element element = (Element) elements.item(i);
                String id = element.getAttribute("elementId");
                String share = element.getAttribute("containerData");
                if (!id.isEmpty() && !share.isEmpty()) {
                    shares.put(id, Integer.parseInt(share));
                }
                if (WINDOW_TYPE.equals(element.getAttribute("xsi:type")) && width == 0) {
                    width = Integer.parseInt(element.getAttribute("width"));
                    height = Integer.parseInt(element.getAttribute("height"));
                }
            }
            if (width == 0) {
                throw new IOException("the application model defines no main window");
            }
            return new DefaultLayout(shares, width, height);
        } catch (ParserConfigurationException | SAXException | NumberFormatException e) {
            throw new IOException("the application model cannot be read: " + e.getMessage(), e);
        }
    }

    /** The share of the element, out of the sum of its siblings' shares. */
    public int share(String elementId) {
        Integer share = shares.get(elementId);
        if (share == null) {
            throw new IllegalArgumentException("the application model gives " + elementId + " no share");
        }
        return share;
    }

    /** Gives every element its default share and the window its size back, and shows each stack's first part. */
    public void applyTo(MWindow window) {
        restore(window);
        window.setWidth(width);
        window.setHeight(height);
    }

    private void restore(MUIElement element) {
        Integer share = element.getElementId() == null ? null : shares.get(element.getElementId());
        if (share != null) {
            element.setContainerData(share.toString());
        }
        if (element instanceof MPartStack stack) {
            selectFirstShown(stack);
        }
        if (element instanceof MElementContainer<?> container) {
            for (MUIElement child : container.getChildren()) {
                restore(child);
            }
        }
    }

    private static void selectFirstShown(MElementContainer<?> stack) {
        for (MUIElement child : stack.getChildren()) {
            if (child.isToBeRendered()) {
                @SuppressWarnings("unchecked")
                MElementContainer<MUIElement> container = (MElementContainer<MUIElement>) stack;
                container.setSelectedElement(child);
                return;
            }
        }
    }
}
