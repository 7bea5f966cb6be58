package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.Version;

import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestShell;
import rookery.ui.testing.Ui;

/** Help > About names the version the bundles carry and a licence for each bundled library and the data. */
class AboutDialogTest {
    @RegisterExtension
    final TestShell window = new TestShell();
    private final Display display = window.display();
    private final Shell parent = window.shell();

    @Test
    void showsTheBundlesVersionAndEveryComponentsLicence() {
        AboutDialog dialog = new AboutDialog(parent);
        dialog.open();
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "about-dialog");
        Version bundle = FrameworkUtil.getBundle(AboutDialog.class).getVersion();
        assertTrue(dialog.versionLine().startsWith("Rookery " + bundle.getMajor() + "." + bundle.getMinor() + "." + bundle.getMicro() + " (build "),
                dialog.versionLine());
        Map<String, String> licences = Arrays.stream(dialog.components().getItems())
                .collect(Collectors.toMap(item -> item.getText(0), item -> item.getText(2), (a, b) -> a));
        assertEquals("Rookery's own code", licences.get("rookery.ui"));
        assertEquals("EPL-2.0", licences.get("org.eclipse.swt"), "a platform bundle without a Bundle-License header");
        assertEquals("Apache-2.0", licences.get("org.apache.felix.scr"), "read from the Bundle-License header");
        assertEquals("Apache-2.0", licences.get("wrapped.org.apache.lucene.lucene-core"), "a library Tycho wrapped");
        assertEquals("GPL-2.0 with Classpath Exception", licences.get("Java runtime"));
        assertEquals("CC0-1.0", licences.get("ECO opening names (lichess-org/chess-openings)"));
        String release = bundle.getMajor() + "." + bundle.getMinor() + "." + bundle.getMicro();
        for (TableItem item : dialog.components().getItems()) {
            if (item.getText(0).startsWith("rookery.")) {
                assertTrue(item.getText(1).startsWith(release + "."), "every Rookery bundle carries the one version: " + item.getText(0) + " " + item.getText(1));
            }
        }
        dialog.shell().close();
        assertTrue(dialog.shell().isDisposed());
    }
}
