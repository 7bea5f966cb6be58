package rookery.ui.dialogs;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import rookery.engine.EngineOption;
import rookery.ui.preferences.EngineConfig;

/**
 * The UCI options of one engine as a form built from its {@code option} lines: a spinner within the
 * range of a spin, a check box for a check, a drop-down of a combo's values, a field for a string,
 * and for a button a check box that presses it at each start. Each row says the engine's default;
 * Defaults sets them all back. OK keeps the options changed from their defaults ({@link #chosen()}).
 */
public class EngineOptionsDialog extends Dialog {
    private final EngineConfig engine;
    private final String declaredName;
    private final List<EngineOption> declared;
    /** The form's value of each option, read when OK is pressed. */
    private final Map<String, Supplier<String>> values = new LinkedHashMap<>();
    private final Map<String, Control> controls = new LinkedHashMap<>();
    private Map<String, String> chosen;

    /** A form for {@code engine}'s options as the engine named {@code declaredName} declares them. */
    public EngineOptionsDialog(Shell parent, EngineConfig engine, String declaredName, List<EngineOption> declared) {
        super(parent);
        this.engine = engine;
        this.declaredName = declaredName;
        this.declared = List.copyOf(declared);
        this.chosen = engine.options();
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Options of " + declaredName);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Label program = new Label(area, SWT.NONE);
        program.setText(engine.isBuiltIn() ? "Rookery's own engine" : engine.command());
        ScrolledComposite scroll = new ScrolledComposite(area, SWT.V_SCROLL | SWT.BORDER);
        scroll.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite form = new Composite(scroll, SWT.NONE);
        form.setLayout(new GridLayout(3, false));
        if (declared.isEmpty()) {
            new Label(form, SWT.NONE).setText(declaredName + " declares no options.");
        }
        for (EngineOption option : declared) {
            Label name = new Label(form, SWT.NONE);
            name.setText(option.name());
            Control control = control(form, option, engine.valueOf(option));
            control.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            controls.put(option.name(), control);
            Label defaultValue = new Label(form, SWT.NONE);
            defaultValue.setText(describeDefault(option));
            defaultValue.setForeground(form.getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
        }
        scroll.setContent(form);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        Point size = form.computeSize(SWT.DEFAULT, SWT.DEFAULT);
        scroll.setMinSize(size);
        ((GridData) scroll.getLayoutData()).heightHint = Math.min(size.y, 460);
        ((GridData) scroll.getLayoutData()).widthHint = Math.max(size.x + 24, 460);
        return area;
    }

    private static String describeDefault(EngineOption option) {
        return switch (option.type()) {
            case SPIN -> option.min() + " to " + option.max() + ", default " + option.defaultValue();
            case CHECK -> "default " + (Boolean.parseBoolean(option.defaultValue()) ? "on" : "off");
            case COMBO -> "default " + option.defaultValue();
            case STRING -> option.defaultValue().isEmpty() ? "default empty" : "default " + option.defaultValue();
            case BUTTON -> "a button";
        };
    }

    private Control control(Composite form, EngineOption option, String value) {
        return switch (option.type()) {
            case SPIN -> {
                Spinner spinner = new Spinner(form, SWT.BORDER);
                spinner.setValues(clamp(parse(value, option)), clamp(option.min()), clamp(option.max()), 0, 1, 10);
                values.put(option.name(), () -> Integer.toString(spinner.getSelection()));
                yield spinner;
            }
            case CHECK, BUTTON -> {
                Button check = new Button(form, SWT.CHECK);
                check.setText(option.type() == EngineOption.Type.BUTTON ? "press at each start" : "");
                check.setSelection(Boolean.parseBoolean(value));
                values.put(option.name(), () -> Boolean.toString(check.getSelection()));
                yield check;
            }
            case COMBO -> {
                Combo combo = new Combo(form, SWT.READ_ONLY);
                option.choices().forEach(combo::add);
                combo.select(Math.max(0, indexIgnoringCase(option.choices(), value)));
                values.put(option.name(), () -> option.choices().isEmpty() ? value : option.choices().get(combo.getSelectionIndex()));
                yield combo;
            }
            case STRING -> {
                Text text = new Text(form, SWT.BORDER);
                text.setText(value);
                values.put(option.name(), text::getText);
                yield text;
            }
        };
    }

    private static long parse(String value, EngineOption option) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            return option.min();
        }
    }

    private static int clamp(long value) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, value));
    }

    private static int indexIgnoringCase(List<String> choices, String value) {
        for (int i = 0; i < choices.size(); i++) {
            if (choices.get(i).equalsIgnoreCase(value)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.BACK_ID, "Defaults", false);
        super.createButtonsForButtonBar(parent);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId == IDialogConstants.BACK_ID) {
            showDefaults();
        } else {
            super.buttonPressed(buttonId);
        }
    }

    private void showDefaults() {
        for (EngineOption option : declared) {
            String value = option.type() == EngineOption.Type.BUTTON ? "false" : option.defaultValue();
            switch (controls.get(option.name())) {
                case Spinner spinner -> spinner.setSelection(clamp(parse(value, option)));
                case Button check -> check.setSelection(Boolean.parseBoolean(value));
                case Combo combo -> combo.select(Math.max(0, indexIgnoringCase(option.choices(), value)));
                case Text text -> text.setText(value);
                default -> throw new IllegalStateException("no value for " + option.name());
            }
        }
    }

    @Override
    protected void okPressed() {
        Map<String, String> form = new LinkedHashMap<>();
        values.forEach((name, value) -> form.put(name, value.get()));
        chosen = EngineConfig.changed(declared, form);
        super.okPressed();
    }

    /** The options changed from their defaults: after OK the form's, before it (or after Cancel) the engine's as they were. */
    public Map<String, String> chosen() {
        return chosen;
    }

    /** The control that edits the option named {@code name}. */
    public Control control(String name) {
        return controls.get(name);
    }
}
