package rookery.engine.analysis;

/** Told after each analysed position; called on the analysing thread. */
@FunctionalInterface
public interface AnalysisProgress {

    AnalysisProgress NONE = (done, total) -> {
    };

    void positionDone(int positionsDone, int positionsTotal);
}
