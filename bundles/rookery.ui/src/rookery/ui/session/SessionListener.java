package rookery.ui.session;

/** Receives the session's changes, on the thread that made them. */
@FunctionalInterface
public interface SessionListener {
    void changed(SessionEvent event);
}
