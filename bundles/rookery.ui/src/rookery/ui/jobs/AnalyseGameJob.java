package rookery.ui.jobs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;

import rookery.chess.Position;
import rookery.engine.AnalysisOptions;
import rookery.engine.Engine;
import rookery.engine.Limits;
import rookery.engine.analysis.Eval;
import rookery.engine.analysis.GameAnalyser;
import rookery.engine.analysis.GameReview;
import rookery.engine.analysis.Judge;
import rookery.engine.analysis.PositionAnalysis;
import rookery.engine.analysis.TablebaseVerdicts;
import rookery.tablebase.syzygy.SyzygyTablebases;
import rookery.ui.model.ConfiguredEngine;
import rookery.ui.model.SyzygyFolders;
import rookery.ui.preferences.EngineConfig;

/**
 * Analyses every position of a game's main line with one engine (last to first, one hash: see
 * {@link GameAnalyser}) and judges its moves, the positions within the Syzygy tables by the tables
 * ({@link TablebaseVerdicts}); progress by positions, cancellable between them.
 * The result is null when cancelled.
 */
public class AnalyseGameJob extends TrackedJob<AnalyseGameJob.Result> {
    /** How long a search may overrun its own limit before the engine counts as hung. */
    private static final long STALL_MILLIS = 30_000;

    /** The analysis of each position (the start first) and the review of the moves. */
    public record Result(List<PositionAnalysis> analyses, GameReview review) {
    }

    private final EngineConfig engine;
    private final Limits limits;
    private final Position start;
    private final int[] moves;
    private final List<Path> syzygyFolders;

    /** {@code syzygyFolders}: the Syzygy tables that judge the positions within them and that the built-in engine probes. */
    public AnalyseGameJob(EngineConfig engine, Limits limits, Position start, int[] moves, List<Path> syzygyFolders) {
        super("Analysing the game with " + engine.name());
        this.engine = engine;
        this.limits = limits;
        this.start = start.copy();
        this.moves = moves.clone();
        this.syzygyFolders = List.copyOf(syzygyFolders);
        setUser(true);
    }

    @Override
    protected Result execute(IProgressMonitor monitor) throws Exception {
        int positions = moves.length + 1;
        monitor.beginTask(getName(), positions);
        report("Starting " + engine.name() + "...", 0);
        try (Engine running = ConfiguredEngine.start(engine, syzygyFolders)) {
            GameAnalyser analyser = new GameAnalyser(running, limits, AnalysisOptions.DEFAULT, STALL_MILLIS);
            List<PositionAnalysis> searched = analyser.analyse(start, moves, (done, total) -> {
                if (monitor.isCanceled()) {
                    throw new OperationCanceledException();
                }
                report(String.format(Locale.ROOT, "%d of %d positions analysed (from the last move back)", done, total),
                        done / (double) total);
                monitor.worked(1);
            });
            SyzygyTablebases tables = SyzygyFolders.open(syzygyFolders);
            List<PositionAnalysis> analyses = tables == null ? searched : TablebaseVerdicts.apply(tables, start, moves, searched);
            List<Eval> evals = new ArrayList<>();
            for (PositionAnalysis analysis : analyses) {
                evals.add(analysis.eval());
            }
            return new Result(analyses, Judge.review(evals, start.turn()));
        } catch (OperationCanceledException cancelled) {
            return null;
        }
    }
}
