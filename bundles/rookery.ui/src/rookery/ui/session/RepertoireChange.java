package rookery.ui.session;

import rookery.ui.model.RepertoireFile;

/** The repertoire open in the workbench after it was opened, changed (a line added, saved) or closed (null). */
public record RepertoireChange(RepertoireFile repertoire) implements SessionEvent {
    @Override
    public String topic() {
        return Topics.REPERTOIRE;
    }
}
