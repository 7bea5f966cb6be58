package rookery.engine;

/**
 * How an analysis is run, as opposed to when it stops ({@link Limits}).
 *
 * @param multiPv number of best lines to report, at least 1
 * @param threads search threads, at least 1
 * @param hashMb transposition table size in MiB, at least 1
 */
public record AnalysisOptions(int multiPv, int threads, int hashMb) {

    public static final AnalysisOptions DEFAULT = new AnalysisOptions(1, 1, 64);

    public AnalysisOptions {
        if (multiPv < 1 || threads < 1 || hashMb < 1) {
            throw new IllegalArgumentException("multiPv, threads and hashMb must be at least 1: " + multiPv + ", " + threads + ", " + hashMb);
        }
    }

    public AnalysisOptions withMultiPv(int value) {
        return new AnalysisOptions(value, threads, hashMb);
    }

    public AnalysisOptions withThreads(int value) {
        return new AnalysisOptions(multiPv, value, hashMb);
    }

    public AnalysisOptions withHashMb(int value) {
        return new AnalysisOptions(multiPv, threads, value);
    }
}
