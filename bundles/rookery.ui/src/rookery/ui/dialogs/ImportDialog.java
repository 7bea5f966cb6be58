package rookery.ui.dialogs;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Shell;

import rookery.database.ImportOptions;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.ui.jobs.ImportJob;
import rookery.ui.session.Session;
import rookery.ui.widgets.JobProgress;

/**
 * The window of a PGN import: a progress bar by bytes with the games counted so far and a cancel
 * button while the import job runs, whether partial games are kept (the preferences' choice), then
 * its summary: games imported, partial ones, duplicates, rejected games by reason with a link to
 * the file that keeps them.
 */
public class ImportDialog {
    private final Shell shell;
    private boolean closeWhenClean;
    private final Session session;
    private final JobProgress progress;
    private final Label summary;
    private final Label partialNote;
    private final Link rejects;
    private final Button close;
    private ImportSummary result;

    public ImportDialog(Shell parent, Session session) {
        this.session = session;
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE);
        shell.setText("Import PGN");
        shell.setLayout(new GridLayout(1, false));
        progress = new JobProgress(shell, true);
        progress.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        partialNote = new Label(shell, SWT.WRAP);
        partialNote.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        summary = new Label(shell, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        rejects = new Link(shell, SWT.NONE);
        rejects.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        rejects.addListener(SWT.Selection, event -> Program.launch(event.text));
        close = new Button(shell, SWT.PUSH);
        close.setText("Close");
        close.setEnabled(false);
        close.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        close.addListener(SWT.Selection, event -> shell.close());
        fitContent();
    }

    /** The window as tall as its texts need at its width, so no line of the status or summary is cut. */
    private void fitContent() {
        int width = Math.max(640, shell.getSize().x);
        shell.setSize(shell.computeSize(width, SWT.DEFAULT));
    }

    public Shell shell() {
        return shell;
    }

    public JobProgress progress() {
        return progress;
    }

    /** The import's outcome once it has ended, else null. */
    public ImportSummary result() {
        return result;
    }

    public String summaryText() {
        return summary.getText();
    }

    /** Whether this import keeps partial games, as the window says. */
    public String partialNoteText() {
        return partialNote.getText();
    }

    public String rejectsText() {
        return rejects.getText();
    }

    /** Opens the window and starts importing {@code files} into the session's database; returns at once. */
    public void start(OpeningDatabase database, List<Path> files) {
        start(database, files, false);
    }

    /**
     * Opens the window and starts importing; with {@code closeWhenClean} the window closes by
     * itself after an import that completed with nothing to report (no reject, no failure).
     */
    public void start(OpeningDatabase database, List<Path> files, boolean closeWhenClean) {
        start(ImportJob.ofFiles(database, files, ImportOptions.defaultsWithTables()), closeWhenClean);
    }

    /** Opens the window and runs the import job, with the preferences' Syzygy tables and partial games; returns at once. */
    public void start(ImportJob job, boolean closeWhenClean) {
        this.closeWhenClean = closeWhenClean;
        job.setSyzygyFolders(session.preferences().syzygyFolders());
        job.setPartialGames(session.preferences().partialGames());
        partialNote.setText(session.preferences().partialGames()
                ? "Partial games are kept: a game with an illegal move keeps its moves before it (Preferences > Database)."
                : "A game with an illegal move is rejected whole (Preferences > Database can keep its moves before it).");
        DialogPlacement.centreOnParent(shell);
        shell.open();
        progress.run(job, done -> finished(done.result(), done.failure()));
    }

    private void finished(ImportSummary outcome, Exception failure) {
        if (shell.isDisposed()) {
            return;
        }
        result = outcome;
        close.setEnabled(true);
        if (failure != null) {
            summary.setText("The import failed: " + failure.getMessage());
        } else if (outcome == null) {
            summary.setText("Import cancelled before it started: nothing was imported.");
        } else {
            summary.setText(describe(outcome));
            if (outcome.rejectFile() != null && outcome.rejected() > 0) {
                rejects.setText("Rejected games are kept in <a href=\"" + outcome.rejectFile() + "\">" + outcome.rejectFile() + "</a>");
            }
        }
        fitContent();
        shell.layout(true, true);
        session.databaseChanged();
        if (closeWhenClean && failure == null && outcome != null && !outcome.cancelled() && outcome.rejected() == 0) {
            Shell window = (Shell) shell.getParent();
            shell.close();
            window.forceActive();
        }
    }

    static String describe(ImportSummary s) {
        StringBuilder text = new StringBuilder(s.cancelled() ? "Import cancelled (a new import of the same files resumes).\n" : "Import complete.\n");
        text.append(String.format(Locale.ROOT, "Imported %,d games · %,d duplicates skipped · %,d rejected", s.imported(), s.duplicates(),
                s.rejected()));
        if (s.partial() > 0) {
            text.append(String.format(Locale.ROOT, " · %,d partial (kept up to an illegal move)", s.partial()));
        }
        if (s.resumed() > 0 || s.alreadyImported() > 0) {
            text.append(String.format(Locale.ROOT, " · %,d resumed · %d files imported before", s.resumed(), s.alreadyImported()));
        }
        text.append(String.format(Locale.ROOT, "\n%d files, %s in %.1f s (%,.0f games/s)", s.files(), ImportJob.size(s.bytes()),
                s.elapsedNanos() / 1e9, s.gamesPerSecond()));
        for (Map.Entry<String, Long> reason : s.rejectedByReason().entrySet()) {
            text.append(String.format(Locale.ROOT, "\n  %,d rejected: %s", reason.getValue(), reason.getKey()));
        }
        return text.toString();
    }
}
