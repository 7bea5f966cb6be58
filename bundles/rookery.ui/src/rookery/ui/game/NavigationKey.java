package rookery.ui.game;

/** The moves through a game that keys ask for. */
public enum NavigationKey {
    BACK, FORWARD, START, END, PREVIOUS_VARIATION, NEXT_VARIATION
}
