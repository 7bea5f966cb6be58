package rookery.ui.session;

/** The user asked for the current position to be analysed (the board's menu). */
public record AnalyseRequest() implements SessionEvent {
    @Override
    public String topic() {
        return Topics.ANALYSE;
    }
}
