package rookery.ui.model;

/** Receives the session's changes, on the thread that made them, with a {@link Topics} topic and its data. */
@FunctionalInterface
public interface SessionListener {
    void changed(String topic, Object data);
}
