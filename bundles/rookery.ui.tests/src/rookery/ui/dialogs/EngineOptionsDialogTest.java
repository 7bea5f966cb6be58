package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import rookery.engine.Engine;
import rookery.engine.EngineOption;
import rookery.ui.model.ConfiguredEngine;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.PreferenceValues;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.TestShell;
import rookery.ui.testing.Ui;
import rookery.ui.testing.Widgets;

/**
 * The options form of a real engine process (Debian's Stockfish) and of Rookery's own engine: built
 * from their declarations, edited with the keys, kept as the options changed from the defaults,
 * accepted by the engine when it starts, and shown again as kept.
 */
class EngineOptionsDialogTest {
    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");

    @RegisterExtension
    final TestShell window = new TestShell();
    private final Display display = window.display();
    private final Shell parent = window.shell();

    private EngineOptionsDialog open(EngineConfig engine, ConfiguredEngine.Declaration declaration) {
        EngineOptionsDialog dialog = new EngineOptionsDialog(parent, engine, declaration.name(), declaration.options());
        dialog.setBlockOnOpen(false);
        dialog.open();
        Ui.settle(display);
        return dialog;
    }

    private void focusAndPress(org.eclipse.swt.widgets.Control control, int key) {
        control.setFocus();
        Ui.settle(display);
        Ui.press(display, key);
    }

    private void ok(EngineOptionsDialog dialog) {
        Widgets.visibleButton(dialog.getShell(), "OK").notifyListeners(SWT.Selection, new Event());
        Ui.settle(display);
    }

    @Test
    void stockfishsOptionsAreAFormItsChangedOnesKeptAndAcceptedByTheEngine() {
        Assumptions.assumeTrue(Files.isExecutable(STOCKFISH), "Stockfish is not installed (apt-get install stockfish)");
        EngineConfig added = new EngineConfig("stockfish", STOCKFISH.toString(), Map.of());
        ConfiguredEngine.Declaration declaration = ConfiguredEngine.declaration(added);
        assertTrue(declaration.name().startsWith("Stockfish "), "named by its id name: " + declaration.name());
        EngineOption hash = declaration.options().stream().filter(o -> o.name().equals("Hash")).findFirst().orElseThrow();
        assertEquals(EngineOption.Type.SPIN, hash.type());

        EngineConfig stockfish = new EngineConfig(declaration.name(), STOCKFISH.toString(), Map.of());
        EngineOptionsDialog dialog = open(stockfish, declaration);
        Screenshots.save(dialog.getShell(), "engine-options-stockfish");
        Spinner skill = (Spinner) dialog.control("Skill Level");
        assertEquals(20, skill.getSelection(), "the default shown");
        assertEquals(0, skill.getMinimum());
        assertEquals(20, skill.getMaximum(), "the spin's range");
        assertFalse(((Button) dialog.control("Ponder")).getSelection());
        assertEquals("", ((Text) dialog.control("SyzygyPath")).getText(), "<empty> is an empty default");

        focusAndPress(skill, SWT.ARROW_DOWN);
        focusAndPress(skill, SWT.ARROW_DOWN);
        focusAndPress(dialog.control("Ponder"), ' ');
        focusAndPress(dialog.control("Clear Hash"), ' ');
        Text syzygy = (Text) dialog.control("SyzygyPath");
        syzygy.setFocus();
        for (char c : "/tmp".toCharArray()) {
            Ui.press(display, c);
        }
        assertEquals(18, skill.getSelection());
        ok(dialog);
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("Clear Hash", "");
        expected.put("Ponder", "true");
        expected.put("Skill Level", "18");
        expected.put("SyzygyPath", "/tmp");
        assertEquals(expected, dialog.chosen(), "only the options changed from the defaults, in the engine's order");

        EngineConfig kept = stockfish.withOptions(dialog.chosen());
        Map<String, String> stored = new HashMap<>();
        PreferenceValues.writeEngines(List.of(kept), stored::put);
        assertEquals(List.of(kept), PreferenceValues.engines(stored::get), "kept with the engine in the preferences");
        try (Engine engine = ConfiguredEngine.start(kept, List.of())) {
            assertTrue(engine.name().startsWith("Stockfish"), "Stockfish starts with the options set");
        }

        EngineOptionsDialog again = open(kept, declaration);
        assertEquals(18, ((Spinner) again.control("Skill Level")).getSelection(), "a kept option shows again");
        assertTrue(((Button) again.control("Ponder")).getSelection());
        Widgets.visibleButton(again.getShell(), "Defaults").notifyListeners(SWT.Selection, new Event());
        ok(again);
        assertEquals(Map.of(), again.chosen(), "Defaults sets every option back");
    }

    @Test
    void rookerysOwnEngineOffersItsOptionsInTheSameForm() {
        ConfiguredEngine.Declaration declaration = ConfiguredEngine.declaration(EngineConfig.BUILT_IN);
        assertTrue(declaration.name().startsWith("Rookery"), declaration.name());
        EngineOptionsDialog dialog = open(EngineConfig.BUILT_IN, declaration);
        Screenshots.save(dialog.getShell(), "engine-options-rookery");
        Spinner depth = (Spinner) dialog.control("SyzygyProbeDepth");
        focusAndPress(depth, SWT.ARROW_UP);
        focusAndPress(dialog.control("Syzygy50MoveRule"), ' ');
        ok(dialog);
        int probeDepth = Integer.parseInt(declaration.options().stream().filter(o -> o.name().equals("SyzygyProbeDepth")).findFirst()
                .orElseThrow().defaultValue()) + 1;
        assertEquals(Map.of("SyzygyProbeDepth", Integer.toString(probeDepth), "Syzygy50MoveRule", "false"), dialog.chosen());
        try (Engine engine = ConfiguredEngine.start(EngineConfig.BUILT_IN.withOptions(dialog.chosen()), List.of())) {
            assertTrue(engine.name().startsWith("Rookery"));
        }
    }

    @Test
    void aComboIsADropDownOfItsValues() {
        EngineOption style = new EngineOption("Style", EngineOption.Type.COMBO, "Normal", 0, 0, List.of("Solid", "Normal", "Risky"));
        EngineConfig engine = new EngineConfig("Combo engine", "/bin/false", Map.of());
        EngineOptionsDialog dialog = open(engine, new ConfiguredEngine.Declaration("Combo engine", List.of(style)));
        Combo combo = (Combo) dialog.control("Style");
        assertEquals("Normal", combo.getText(), "the default shown");
        focusAndPress(combo, SWT.ARROW_DOWN);
        assertEquals("Risky", combo.getText());
        ok(dialog);
        assertEquals(Map.of("Style", "Risky"), dialog.chosen());
    }
}
