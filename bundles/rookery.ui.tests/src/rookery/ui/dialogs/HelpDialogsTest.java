package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.e4.ui.model.application.commands.MBindingTable;
import org.eclipse.e4.ui.model.application.commands.MCommand;
import org.eclipse.e4.ui.model.application.commands.MCommandsFactory;
import org.eclipse.e4.ui.model.application.commands.MKeyBinding;
import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TableItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import rookery.ui.model.Documentation;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestShell;
import rookery.ui.testing.Ui;
import rookery.ui.views.WorkbenchKey;

/**
 * Help > Keyboard Shortcuts lists the application model's key bindings and every key of the
 * workbench's one key table, and the menus' key texts are keys of that table; Help > Documentation
 * shows the README and the docs shipped beside it.
 */
class HelpDialogsTest {
    @RegisterExtension
    final TestShell window = new TestShell();
    private final Display display = window.display();
    private final Shell parent = window.shell();

    private static MBindingTable bindings(String keySequence, String commandName) {
        MCommand command = MCommandsFactory.INSTANCE.createCommand();
        command.setCommandName(commandName);
        MKeyBinding binding = MCommandsFactory.INSTANCE.createKeyBinding();
        binding.setKeySequence(keySequence);
        binding.setCommand(command);
        MBindingTable table = MCommandsFactory.INSTANCE.createBindingTable();
        table.getBindings().add(binding);
        return table;
    }

    @Test
    void theShortcutsListTheBindingsAndEveryKeyOfTheWorkbenchsTable() {
        KeyboardShortcutsDialog dialog = new KeyboardShortcutsDialog(parent, KeyboardShortcutsDialog.rows(List.of(bindings("M1+Q", "Quit"))));
        dialog.open();
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "keyboard-shortcuts");
        List<String> rows = Arrays.stream(dialog.table().getItems()).map(item -> item.getText(0) + " | " + item.getText(1)).toList();
        assertEquals("Ctrl+Q | Quit", rows.get(0), "the model's bindings first");
        assertEquals(WorkbenchKey.all().size() + 1, rows.size());
        assertTrue(rows.contains("Ctrl+Alt+2 | Glyph += (white is slightly better) on the move, or off again"), rows.toString());
        TableItem delete = Arrays.stream(dialog.table().getItems()).filter(item -> item.getText(0).equals("Delete")).findFirst().orElseThrow();
        assertEquals("On the board and in the notation", delete.getText(2));
        TableItem enter = Arrays.stream(dialog.table().getItems()).filter(item -> item.getText(0).equals("Enter")).findFirst().orElseThrow();
        assertEquals("Play the move selected in the Opening Explorer", enter.getText(1));
        assertEquals("On the board", enter.getText(2));
        Set<String> strokes = new HashSet<>();
        for (WorkbenchKey key : WorkbenchKey.all()) {
            assertTrue(strokes.add(key.scope() + " " + key.keys()), "one doing per key and place: " + key.keys());
            assertEquals(key, WorkbenchKey.typed(key.modifiers(), key.keyCode(), key.scope()), "the table answers its own key " + key.keys());
        }
        dialog.shell().setFocus();
        Ui.press(display, SWT.ESC);
        assertTrue(dialog.shell().isDisposed(), "Escape closes it");
    }

    /** The key texts the menus of fragment.e4xmi show after a tab ("Undo\tCtrl+Z") are keys WorkbenchKeys handles. */
    @Test
    void theMenusKeyTextsAreKeysOfTheTable() throws IOException {
        String fragment;
        org.osgi.framework.Bundle bundle = org.osgi.framework.FrameworkUtil.getBundle(WorkbenchKey.class);
        if (bundle == null) {
            fragment = Files.readString(Path.of("../rookery.ui/fragment.e4xmi"));
        } else {
            try (InputStream in = bundle.getEntry("fragment.e4xmi").openStream()) {
                fragment = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
        Matcher label = Pattern.compile("label=\"[^\"]*&#9;([^\"]+)\"").matcher(fragment);
        List<String> checked = new ArrayList<>();
        while (label.find()) {
            String text = label.group(1);
            String formal = text.toUpperCase(Locale.ROOT).replace("UP", "ARROW_UP").replace("DELETE", "DEL");
            KeyStroke stroke;
            try {
                stroke = KeyStroke.getInstance(formal);
            } catch (org.eclipse.jface.bindings.keys.ParseException e) {
                throw new AssertionError("a menu's key text that is no key: " + text, e);
            }
            int keyCode = stroke.getNaturalKey() < 0x10000 ? Character.toLowerCase(stroke.getNaturalKey()) : stroke.getNaturalKey();
            assertNotNull(WorkbenchKey.typed(stroke.getModifierKeys(), keyCode, WorkbenchKey.Scope.BOARD), "the menu says " + text + ", and no key of the table is it");
            checked.add(text);
        }
        assertTrue(checked.containsAll(List.of("Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+1", "Ctrl+Alt+8", "Ctrl+Up", "Shift+Delete", "Delete")), checked.toString());
    }

    @Test
    void theDocumentationShowsTheReadmeAndTheDocsBesideIt(@TempDir Path root) throws IOException {
        Files.writeString(root.resolve("README.md"), "# Rookery\n\nA chess workbench.\n\n    ./build run\n");
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("docs/analysis.md"), "# Game analysis\n\nHow moves are judged.\n");
        Files.writeString(root.resolve("docs/notes.txt"), "not a document");
        List<Documentation.Document> documents = Documentation.in(root);
        DocumentationDialog dialog = new DocumentationDialog(parent, documents, "");
        dialog.open();
        Ui.settle(display);
        assertEquals(List.of("Rookery", "Game analysis"), Arrays.asList(dialog.titles().getItems()));
        assertTrue(dialog.text().getText().contains("A chess workbench."));
        assertEquals(SWT.BOLD, dialog.text().getStyleRangeAtOffset(0).fontStyle, "a heading stands out");
        dialog.titles().select(1);
        dialog.titles().notifyListeners(SWT.Selection, new Event());
        assertTrue(dialog.text().getText().startsWith("# Game analysis"));
        dialog.shell().close();

        assertEquals(List.of(), Documentation.in(root.resolve("docs")), "no README, no documentation");
        DocumentationDialog missing = new DocumentationDialog(parent, List.of(), "The documentation is not installed with this Rookery.");
        missing.open();
        assertEquals(0, missing.titles().getItemCount());
        assertTrue(missing.text().getText().startsWith("The documentation is not installed"));
        missing.shell().close();
    }

    /** The project's own README and docs, as the packages ship them beside the launcher. */
    @Test
    void theProjectsDocumentationReads() throws IOException {
        Path root = Path.of(System.getProperty("rookery.source", "../..")).toAbsolutePath().normalize();
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(root.resolve("README.md")), "not run in the source tree");
        List<Documentation.Document> documents = Documentation.in(root);
        assertEquals("Rookery", documents.get(0).title());
        assertTrue(documents.stream().anyMatch(d -> d.title().startsWith("Architecture")), documents.toString());
        DocumentationDialog dialog = new DocumentationDialog(parent, documents, "");
        dialog.open();
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "documentation");
        assertFalse(dialog.text().getText().isEmpty());
        dialog.shell().close();
    }
}
