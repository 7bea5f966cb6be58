package rookery.ui.dialogs;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import rookery.database.account.AccountRequest;
import rookery.database.account.AccountSite;

/**
 * File > Import from lichess / chess.com: the site, a user name, optional first and last days
 * (yyyy-mm-dd, UTC), lichess's perf types and the API's address (the site's own unless changed);
 * Import hands the request on. Without a first day, the import fetches the games newer than the
 * last import of the account.
 */
public class AccountImportDialog {
    private final Shell shell;
    private final Combo site;
    private final Text user;
    private final Text since;
    private final Text until;
    private final Map<String, Button> perfTypes = new LinkedHashMap<>();
    private final Text apiUrl;
    private final Label problem;
    private final Button start;

    public AccountImportDialog(Shell parent, Consumer<AccountRequest> onImport) {
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE | SWT.APPLICATION_MODAL);
        shell.setText("Import from lichess / chess.com");
        shell.setLayout(new GridLayout(2, false));
        label("Site:");
        site = new Combo(shell, SWT.READ_ONLY);
        for (AccountSite each : AccountSite.values()) {
            site.add(each.label());
        }
        site.select(0);
        label("User name:");
        user = field("");
        label("First day (yyyy-mm-dd):");
        since = field("");
        since.setMessage("after the last import's newest game");
        label("Last day (yyyy-mm-dd):");
        until = field("");
        until.setMessage("today");
        label("Perf types (lichess):");
        Composite perfs = new Composite(shell, SWT.NONE);
        perfs.setLayout(new GridLayout(4, false));
        for (String perf : List.of("ultraBullet", "bullet", "blitz", "rapid", "classical", "correspondence", "chess960")) {
            Button box = new Button(perfs, SWT.CHECK);
            box.setText(perf);
            perfTypes.put(perf, box);
        }
        label("API address:");
        apiUrl = field(AccountSite.LICHESS.defaultBaseUrl().toString());
        site.addListener(SWT.Selection, event -> {
            AccountSite chosen = chosenSite();
            apiUrl.setText(chosen.defaultBaseUrl().toString());
            perfTypes.values().forEach(box -> box.setEnabled(chosen.perfTypes().contains(box.getText())));
        });
        problem = new Label(shell, SWT.WRAP);
        problem.setForeground(shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridData problemData = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
        problemData.widthHint = 520;
        problem.setLayoutData(problemData);
        Composite buttons = new Composite(shell, SWT.NONE);
        buttons.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false, 2, 1));
        buttons.setLayout(new GridLayout(2, true));
        start = new Button(buttons, SWT.PUSH);
        start.setText("Import");
        start.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button cancel = new Button(buttons, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        cancel.addListener(SWT.Selection, event -> shell.close());
        start.addListener(SWT.Selection, event -> {
            try {
                AccountRequest request = request();
                shell.close();
                onImport.accept(request);
            } catch (IllegalArgumentException e) {
                problem.setText(e.getMessage());
                shell.layout(true, true);
            }
        });
        for (Text field : List.of(user, since, until, apiUrl)) {
            field.addListener(SWT.DefaultSelection, event -> start.notifyListeners(SWT.Selection, new Event()));
        }
        shell.setDefaultButton(start);
        shell.pack();
        DialogPlacement.centreOnParent(shell);
    }

    private void label(String text) {
        new Label(shell, SWT.NONE).setText(text);
    }

    private Text field(String text) {
        Text field = new Text(shell, SWT.BORDER | SWT.SINGLE);
        field.setText(text);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = 360;
        field.setLayoutData(data);
        return field;
    }

    private AccountSite chosenSite() {
        return AccountSite.values()[Math.max(0, site.getSelectionIndex())];
    }

    /** The request the fields describe, or a message naming the field that is wrong. */
    AccountRequest request() {
        AccountSite chosen = chosenSite();
        List<String> perfs = new ArrayList<>();
        perfTypes.forEach((perf, box) -> {
            if (box.getSelection() && box.getEnabled()) {
                perfs.add(perf);
            }
        });
        URI api;
        try {
            api = new URI(apiUrl.getText().strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("API address: " + e.getMessage());
        }
        return new AccountRequest(chosen, user.getText().strip(), day("First day", since.getText(), 0), day("Last day", until.getText(), 1),
                perfs, api);
    }

    private static Instant day(String field, String text, int daysAfter) {
        if (text.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(text.strip()).plusDays(daysAfter).atStartOfDay(ZoneOffset.UTC).toInstant();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException(field + ": '" + text.strip() + "' is not a day as yyyy-mm-dd");
        }
    }

    public Shell shell() {
        return shell;
    }

    public Text user() {
        return user;
    }

    public Text since() {
        return since;
    }

    public Text apiUrl() {
        return apiUrl;
    }

    public Combo site() {
        return site;
    }

    public Button perfType(String perf) {
        return perfTypes.get(perf);
    }

    public Button importButton() {
        return start;
    }

    public String problem() {
        return problem.getText();
    }

    public void open() {
        shell.open();
    }
}
