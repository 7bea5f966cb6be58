package rookery.ui.preferences.pages;

import java.net.URI;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import rookery.database.RookeryHome;
import rookery.tablebase.syzygy.SyzygyDownload;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;

/**
 * Fetches the 3- to 5-piece Syzygy tables from a mirror (lichess's by default) into a folder, in
 * the background with progress; each file checked against the published checksums, an interrupted
 * download resumed by the next (see {@link SyzygyDownload}). The folder is handed on when done.
 */
final class SyzygyDownloadGroup {
    private final Text mirror;
    private final Text checksums;
    private final Text folder;
    private final Button start;
    private final Label status;
    private final Background work;

    SyzygyDownloadGroup(Composite parent, Consumer<Path> downloaded) {
        Group group = new Group(parent, SWT.NONE);
        group.setText("Download the 3- to 5-piece tables (939 MB)");
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        group.setLayout(new GridLayout(2, false));
        mirror = field(group, "Mirror", SyzygyDownload.LICHESS_3_4_5.toString());
        checksums = field(group, "Checksums (SHA-256)", SyzygyDownload.PUBLISHED_SHA256.toString());
        folder = field(group, "Into folder", RookeryHome.folder().resolve("syzygy").toString());
        start = new Button(group, SWT.PUSH);
        start.setText("Download");
        status = new Label(group, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        work = new Background("syzygy-download", DisplayExecutor.of(group.getDisplay()));
        group.addListener(SWT.Dispose, event -> work.close());
        start.addListener(SWT.Selection, event -> download(downloaded));
    }

    private static Text field(Composite group, String label, String value) {
        new Label(group, SWT.NONE).setText(label);
        Text text = new Text(group, SWT.BORDER);
        text.setText(value);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    private void download(Consumer<Path> downloaded) {
        URI tables;
        URI sums;
        Path into;
        try {
            tables = URI.create(mirror.getText().strip());
            sums = URI.create(checksums.getText().strip());
            into = Path.of(folder.getText().strip());
        } catch (IllegalArgumentException e) {
            show("Not an address or folder: " + e.getMessage());
            return;
        }
        start.setEnabled(false);
        show("Reading the checksums...");
        SyzygyDownload download = new SyzygyDownload(tables, sums, 5);
        Display display = status.getDisplay();
        AtomicLong lastShown = new AtomicLong();
        SyzygyDownload.Listener progress = (file, number, files, done, total) -> {
            long now = System.nanoTime();
            if (done == total || now - lastShown.get() > 200_000_000L) {
                lastShown.set(now);
                DisplayExecutor.of(display).execute(() -> show(String.format(Locale.ROOT, "%s (%d of %d): %,d%s bytes", file, number, files, done,
                        total < 0 ? "" : String.format(Locale.ROOT, " of %,d", total))));
            }
        };
        work.submit(() -> download.download(into, progress, status::isDisposed), result -> finished(result, into, downloaded), this::stopped);
    }

    private void finished(SyzygyDownload.Result result, Path into, Consumer<Path> downloaded) {
        if (start.isDisposed()) {
            return;
        }
        start.setEnabled(true);
        String summary = result.downloaded().size() + " tables downloaded, " + result.present().size() + " already there";
        show(result.failed().isEmpty() ? summary : summary + "; not had: " + String.join("; ",
                result.failed().entrySet().stream().map(failure -> failure.getKey() + ": " + failure.getValue()).toList()));
        downloaded.accept(into);
    }

    private void stopped(Exception e) {
        if (!start.isDisposed()) {
            start.setEnabled(true);
            show("Download stopped: " + e.getMessage() + " (Download again resumes it)");
        }
    }

    private void show(String text) {
        if (!status.isDisposed()) {
            status.setText(text);
            status.requestLayout();
        }
    }
}
