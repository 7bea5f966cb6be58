package rookery.engine.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import rookery.chess.Position;
import rookery.engine.Engine;
import rookery.engine.EngineException;

/**
 * A match between two engines: pairs of games from each opening in turn, the first engine
 * white in the first game of a pair and black in the second, played {@code concurrency} at a
 * time (each concurrent game with its own two engine instances, reused from game to game).
 */
public final class Match implements AutoCloseable {

    /** Told about each game as it ends, from the thread that played it. */
    public interface Listener {
        void gameFinished(PlayedGame game, int finishedGames, int totalGames);
    }

    private final EngineSpec first;
    private final EngineSpec second;
    private final GamePlayer player;
    private final List<Position> openings;
    private final int games;
    private final int concurrency;
    private final List<Engine> opened = Collections.synchronizedList(new ArrayList<>());

    public Match(EngineSpec first, EngineSpec second, GamePlayer player, List<Position> openings, int games, int concurrency) {
        if (openings.isEmpty() || games < 1 || concurrency < 1) {
            throw new IllegalArgumentException("a match needs an opening, at least one game and a concurrency of at least 1");
        }
        this.first = first;
        this.second = second;
        this.player = player;
        this.openings = List.copyOf(openings);
        this.games = games;
        this.concurrency = concurrency;
    }

    /**
     * Plays all games.
     *
     * @throws EngineException if an engine cannot be started at all
     */
    public MatchResult run(Listener listener) throws InterruptedException {
        PlayedGame[] results = new PlayedGame[games];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < Math.min(concurrency, games); w++) {
            Thread worker = new Thread(() -> {
                try {
                    Engine a = open(first);
                    Engine b = open(second);
                    int round;
                    while ((round = next.getAndIncrement()) < games && failures.isEmpty()) {
                        Position opening = openings.get((round / 2) % openings.size());
                        boolean firstIsWhite = round % 2 == 0;
                        PlayedGame game = firstIsWhite
                                ? player.play(round + 1, opening, a, first, b, second)
                                : player.play(round + 1, opening, b, second, a, first);
                        results[round] = game;
                        listener.gameFinished(game, finished.incrementAndGet(), games);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (RuntimeException e) {
                    failures.add(e);
                }
            }, "rookery-match-" + w);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        close();
        if (!failures.isEmpty()) {
            Throwable failure = failures.get(0);
            throw failure instanceof EngineException engine ? engine : new EngineException(failure.toString(), failure);
        }
        int wins = 0;
        int draws = 0;
        int losses = 0;
        List<PlayedGame> played = new ArrayList<>();
        for (int round = 0; round < games; round++) {
            PlayedGame game = results[round];
            if (game == null) {
                continue;
            }
            played.add(game);
            boolean firstIsWhite = round % 2 == 0;
            switch (game.outcome()) {
                case DRAW -> draws++;
                case WHITE_WINS -> {
                    if (firstIsWhite) {
                        wins++;
                    } else {
                        losses++;
                    }
                }
                case BLACK_WINS -> {
                    if (firstIsWhite) {
                        losses++;
                    } else {
                        wins++;
                    }
                }
            }
        }
        return new MatchResult(played, wins, draws, losses);
    }

    private Engine open(EngineSpec spec) {
        Engine engine = spec.open();
        opened.add(engine);
        engine.warmUp();
        return engine;
    }

    /** Closes every engine the match started (also from a shutdown hook). */
    @Override
    public void close() {
        synchronized (opened) {
            for (Engine engine : opened) {
                engine.close();
            }
            opened.clear();
        }
    }
}
