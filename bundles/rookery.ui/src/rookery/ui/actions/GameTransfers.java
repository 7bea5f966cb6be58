package rookery.ui.actions;

import java.util.function.Consumer;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Shell;

import rookery.database.CopySummary;
import rookery.database.GameSelection;
import rookery.database.OpeningDatabase;
import rookery.ui.dialogs.DialogPlacement;
import rookery.ui.jobs.TransferJob;
import rookery.ui.model.Counts;
import rookery.ui.model.DatabaseNames;
import rookery.ui.session.Session;
import rookery.ui.widgets.JobProgress;

/**
 * Copies or moves games between two open databases: a {@link TransferJob} followed in a small
 * window with its progress bar and Cancel, which closes when the job ends; then every part shows
 * the new figures and {@code report} gets the outcome in a sentence. A copy onto the database the
 * games come from is refused with a message; so is one into a database another process writes.
 */
public final class GameTransfers {
    /** The titles of the progress window and of the messages, by which tests find them. */
    public static final String COPY_TITLE = "Copy Games";
    public static final String MOVE_TITLE = "Move Games";

    private GameTransfers() {
    }

    public static void start(Shell shell, Session session, OpeningDatabase source, OpeningDatabase target, GameSelection selection,
            boolean move, Consumer<String> report) {
        String title = move ? MOVE_TITLE : COPY_TITLE;
        if (source.folder().toAbsolutePath().normalize().equals(target.folder().toAbsolutePath().normalize())) {
            MessageDialog.openInformation(shell, title, "The games are in " + name(target) + " already: choose another database to "
                    + (move ? "move" : "copy") + " them to.");
            return;
        }
        Shell window = new Shell(shell, SWT.DIALOG_TRIM);
        window.setText(title);
        window.setLayout(new GridLayout());
        JobProgress progress = new JobProgress(window, true);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.widthHint = 460;
        progress.setLayoutData(data);
        window.pack();
        DialogPlacement.centreOnParent(window);
        window.open();
        progress.run(new TransferJob(source, target, selection, move), job -> {
            window.dispose();
            session.databasesChanged();
            if (job.failure() != null) {
                MessageDialog.openError(shell, title, problem(job.failure(), target));
                report.accept("Nothing was " + (move ? "moved" : "copied") + ": " + job.failure().getMessage());
                return;
            }
            report.accept(outcome(job.result(), move, source, target));
        });
    }

    /** "3 games copied from A to B (1 the target held already)", "… stopped by Cancel" when cancelled. */
    static String outcome(CopySummary summary, boolean move, OpeningDatabase source, OpeningDatabase target) {
        if (summary == null) {
            return "Nothing was " + (move ? "moved" : "copied") + ": cancelled before it started.";
        }
        StringBuilder text = new StringBuilder(Counts.of(summary.copied(), "game")).append(move ? " moved from " : " copied from ")
                .append(name(source)).append(" to ").append(name(target));
        if (summary.duplicates() > 0) {
            text.append(" (").append(Counts.of(summary.duplicates(), "game")).append(" it held already)");
        }
        if (move && summary.deleted() != summary.copied()) {
            text.append(", ").append(Counts.of(summary.deleted(), "game")).append(" deleted from ").append(name(source));
        }
        if (summary.cancelled()) {
            text.append(", stopped by Cancel");
        }
        return text.append('.').toString();
    }

    private static String problem(Exception failure, OpeningDatabase target) {
        if (OpeningDatabase.writtenByAnotherProcess(failure)) {
            return "The database " + name(target) + " (" + target.folder() + ") is being written by another process (an import or a "
                    + "copy there). Nothing was changed; try again once it has finished.";
        }
        return "The games were not " + (failure.getMessage() == null ? "copied." : "copied: " + failure.getMessage());
    }

    private static String name(OpeningDatabase database) {
        return DatabaseNames.of(database);
    }
}
