package rookery.ui.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.junit.jupiter.api.Assumptions;

/** Drives real widgets without a robot: events sent to their listeners, the event loop run until something holds. */
public final class Ui {
    private Ui() {
    }

    /**
     * Runs the event loop until nothing is pending and the controls have painted; GTK draws on its
     * frame clock, so this lets some real time pass.
     */
    public static void settle(Display display) {
        long end = System.nanoTime() + 150_000_000L;
        while (System.nanoTime() < end) {
            while (display.readAndDispatch()) {
                // drain pending events
            }
            for (var shell : display.getShells()) {
                shell.update();
            }
            pause(10);
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs the event loop until {@code condition} holds; fails after {@code timeoutMillis}. */
    public static void waitUntil(Display display, long timeoutMillis, String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out after " + timeoutMillis + " ms waiting for " + what);
            }
            if (!display.readAndDispatch()) {
                pause(5);
            }
        }
        settle(display);
    }

    public static void mouse(Control control, int type, int x, int y, int stateMask) {
        Event event = new Event();
        event.button = type == SWT.MouseMove ? 0 : 1;
        event.x = x;
        event.y = y;
        event.stateMask = stateMask;
        control.notifyListeners(type, event);
    }

    public static void click(Control control, int x, int y) {
        mouse(control, SWT.MouseDown, x, y, 0);
        mouse(control, SWT.MouseUp, x, y, SWT.BUTTON1);
    }

    /**
     * A click delivered by the window system (XTest), not only to SWT's listeners: GTK moves its
     * own cursor row and focus as for a person's click, which a synthetic SWT event does not.
     */
    public static void systemClick(Control control, int x, int y) {
        Display display = control.getDisplay();
        Point at = control.toDisplay(x, y);
        Event move = new Event();
        move.type = SWT.MouseMove;
        move.x = at.x;
        move.y = at.y;
        display.post(move);
        settle(display);
        postFirstButton(display, SWT.MouseDown);
        settle(display);
        afterDispatchOf(display, event -> event.button == 1, () -> postFirstButton(display, SWT.MouseUp), SWT.MouseUp);
    }

    private static void postFirstButton(Display display, int type) {
        Event button = new Event();
        button.type = type;
        button.button = 1;
        display.post(button);
    }

    /**
     * A press of {@code button} at one point of the control and its release at another (the same
     * point for a click), with modifier keys held ({@code "shift"}, {@code "alt"}, {@code "ctrl"}),
     * typed by xdotool through the window system as a person's hand. (SWT's {@code Display.post}
     * of a button on GTK 3 reports it at 0,0 and without the buttons held in the moves.) The test
     * is skipped where xdotool is missing.
     */
    public static void pointerDrag(Control control, Point from, Point to, int button, String... modifierKeys) {
        Point start = control.toDisplay(from);
        Point end = control.toDisplay(to);
        List<String> command = new ArrayList<>(List.of("mousemove", "--sync", "" + start.x, "" + start.y));
        for (String key : modifierKeys) {
            command.addAll(List.of("keydown", key));
        }
        command.addAll(List.of("mousedown", "" + button));
        if (!start.equals(end)) {
            command.addAll(List.of("mousemove", "--sync", "" + end.x, "" + end.y));
        }
        command.addAll(List.of("mouseup", "" + button));
        for (int i = modifierKeys.length - 1; i >= 0; i--) {
            command.addAll(List.of("keyup", modifierKeys[i]));
        }
        xdotool(control.getDisplay(), command);
    }

    /**
     * A drag and drop by the first button from a point of one control to a point of another, typed
     * by xdotool as a hand moves (the press, small moves past the toolkit's drag threshold, a pause,
     * steps to the target, a pause over it, the release), with modifier keys held.
     */
    public static void dragAndDrop(Control from, Point start, Control to, Point end, String... modifierKeys) {
        Point a = from.toDisplay(start);
        Point b = to.toDisplay(end);
        List<String> command = new ArrayList<>(List.of("mousemove", "--sync", "" + a.x, "" + a.y, "mousedown", "1"));
        for (int step = 1; step <= 4; step++) {
            command.addAll(List.of("mousemove", "" + (a.x + 4 * step), "" + (a.y + 2 * step), "sleep", "0.05"));
        }
        // held once the drag started, so that they choose the drop's operation, not extend the selection
        for (String key : modifierKeys) {
            command.addAll(List.of("keydown", key));
        }
        for (int step = 1; step <= 8; step++) {
            command.addAll(List.of("mousemove", "" + (a.x + (b.x - a.x) * step / 8), "" + (a.y + (b.y - a.y) * step / 8), "sleep", "0.05"));
        }
        command.addAll(List.of("mousemove", "" + (b.x + 1), "" + b.y, "sleep", "0.3", "mousemove", "" + b.x, "" + b.y, "sleep", "0.3",
                "mouseup", "1"));
        for (int i = modifierKeys.length - 1; i >= 0; i--) {
            command.addAll(List.of("keyup", modifierKeys[i]));
        }
        xdotool(from.getDisplay(), command);
    }

    /** A click of the first button typed by xdotool (see {@link #pointerDrag}). */
    public static void pointerClick(Control control, int x, int y) {
        pointerDrag(control, new Point(x, y), new Point(x, y), 1);
    }

    /** Moves the pointer over a point of the control, typed by xdotool (see {@link #pointerDrag}). */
    public static void movePointer(Control control, int x, int y) {
        Point at = control.toDisplay(x, y);
        xdotool(control.getDisplay(), List.of("mousemove", "--sync", "" + at.x, "" + at.y));
    }

    private static void xdotool(Display display, List<String> arguments) {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/xdotool")), "xdotool is not installed");
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(arguments);
        try {
            Process xdotool = new ProcessBuilder(command).redirectErrorStream(true).start();
            while (xdotool.isAlive()) {
                if (!display.readAndDispatch()) {
                    pause(5);
                }
            }
            if (xdotool.exitValue() != 0) {
                throw new AssertionError(String.join(" ", command) + ": " + new String(xdotool.getInputStream().readAllBytes()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        settle(display);
    }

    public static void clickCentre(Control control, Rectangle r) {
        click(control, r.x + r.width / 2, r.y + r.height / 2);
    }

    public static void key(Control control, int keyCode) {
        Event event = new Event();
        event.keyCode = keyCode;
        control.notifyListeners(SWT.KeyDown, event);
    }

    /**
     * Types a key as a person does, through the window system (so display filters and key
     * bindings see it): modifiers down, the key down and up, modifiers up, then the events run.
     */
    public static void press(Display display, int keyCode, int... modifiers) {
        afterDispatchOf(display, event -> (event.keyCode & SWT.MODIFIER_MASK) == 0 || event.keyCode == keyCode, () -> {
            for (int modifier : modifiers) {
                post(display, SWT.KeyDown, modifier, (char) 0);
            }
            post(display, SWT.KeyDown, keyCode, keyCode < 0x10000 && keyCode >= ' ' ? (char) keyCode : 0);
            post(display, SWT.KeyUp, keyCode, keyCode < 0x10000 && keyCode >= ' ' ? (char) keyCode : 0);
            for (int i = modifiers.length - 1; i >= 0; i--) {
                post(display, SWT.KeyUp, modifiers[i], (char) 0);
            }
        }, SWT.KeyDown, SWT.KeyUp);
    }

    /**
     * Posts events to the window system, then runs the event loop until SWT has dispatched one of
     * {@code types} that is {@code awaited}, and settles: the X server of a loaded machine can take
     * longer than one {@link #settle} to hand events back. Waits 2 s at most, since an event can
     * go where a filter does not see it (a key binding consumes its key's press, a menu the key
     * opened takes its release).
     */
    private static void afterDispatchOf(Display display, Predicate<Event> awaited, Runnable posting, int... types) {
        boolean[] seen = {false};
        Listener watch = event -> seen[0] |= awaited.test(event);
        for (int type : types) {
            display.addFilter(type, watch);
        }
        try {
            posting.run();
            long deadline = System.nanoTime() + 2_000_000_000L;
            while (!seen[0] && System.nanoTime() < deadline) {
                if (!display.readAndDispatch()) {
                    pause(5);
                }
            }
        } finally {
            for (int type : types) {
                display.removeFilter(type, watch);
            }
        }
        settle(display);
    }

    private static void post(Display display, int type, int keyCode, char character) {
        Event event = new Event();
        event.type = type;
        event.keyCode = keyCode;
        event.character = character;
        if (!display.post(event)) {
            throw new AssertionError("the window system refused the key " + keyCode);
        }
    }

    /** The colour a control shows at a point (read back from the screen). */
    public static RGB pixel(Control control, int x, int y) {
        ImageData data = snapshot(control);
        return data.palette.getRGB(data.getPixel(x, y));
    }

    /** What a control shows, read back from the screen. */
    public static ImageData snapshot(Control control) {
        Image image = new Image(control.getDisplay(), control.getSize().x, control.getSize().y);
        GC gc = new GC(control);
        try {
            gc.copyArea(image, 0, 0);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
