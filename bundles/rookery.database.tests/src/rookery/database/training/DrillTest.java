package rookery.database.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.ExploreFilter;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.database.repertoire.Repertoire;
import rookery.database.repertoire.RepertoireCheck;

/** The repertoire drill: SM-2 scheduling, the schedule kept across restarts and edits of the repertoire, and its three modes. */
class DrillTest {
    private static final long TODAY = 20_000;
    private static final String THREE_LINES = "1. e4 e5 (1... c5 2. Nf3) (1... e6 2. d4) 2. Nf3 *\n";

    @TempDir
    Path folder;

    @Test
    void sm2IntervalsGrowWithRightAnswersAndAWrongAnswerIsDueTheSameDay() {
        Sm2 state = Sm2.fresh(TODAY);
        assertTrue(state.isDue(TODAY));
        state = state.answer(true, TODAY);
        assertEquals(TODAY + 1, state.dueDay());
        state = state.answer(true, TODAY + 1);
        assertEquals(TODAY + 7, state.dueDay());
        state = state.answer(true, TODAY + 7);
        assertEquals(Math.round(6 * state.easiness()), state.intervalDays());
        Sm2 wrong = state.answer(false, TODAY + 30);
        assertEquals(TODAY + 30, wrong.dueDay(), "a wrong answer comes back the same day");
        assertEquals(0, wrong.repetitions());
        assertTrue(wrong.easiness() < state.easiness());
        Sm2 worst = Sm2.fresh(TODAY);
        for (int i = 0; i < 20; i++) {
            worst = worst.answer(false, TODAY);
        }
        assertEquals(1.3, worst.easiness(), 1e-9);
    }

    @Test
    void aWrongAnswerComesBackSoonerThanARightOneAndFirstAfterARestart() throws Exception {
        Path file = Files.writeString(folder.resolve("white.pgn"), THREE_LINES);
        Path scheduleFile = folder.resolve("workspace/drill/white.properties");
        Repertoire repertoire = Repertoire.read(file, Color.WHITE);
        DrillSchedule schedule = DrillSchedule.load(scheduleFile);
        DrillSession session = DrillSession.due(repertoire, schedule, TODAY);
        assertEquals(4, session.remaining(), "the start and the positions after 1...e5, 1...c5 and 1...e6");
        DrillCard first = session.current();
        assertEquals(List.of(), first.line());
        assertTrue(session.answer(move(first, "e4")).right());
        DrillCard second = session.current();
        assertEquals(List.of("e4", "e5"), second.line());
        DrillSession.Answer wrong = session.answer(move(second, "Bc4"));
        assertFalse(wrong.right());
        assertEquals(List.of(move(second, "Nf3")), wrong.rightMoves(), "the repertoire's move is shown");
        assertEquals(TODAY, wrong.state().dueDay());
        assertEquals(3, session.remaining(), "the wrong one comes back at the end of the queue");
        assertEquals(new DrillSession.Summary(2, 1, 1, 4), session.summary());
        schedule.save();

        DrillSession restarted = DrillSession.due(Repertoire.read(file, Color.WHITE), DrillSchedule.load(scheduleFile), TODAY);
        assertEquals(List.of("e4", "e5"), restarted.current().line(), "after a restart the wrong one is due first");
        assertEquals(3, restarted.remaining(), "the right one is not due before tomorrow");
        DrillSession tomorrow = DrillSession.due(Repertoire.read(file, Color.WHITE), DrillSchedule.load(scheduleFile), TODAY + 1);
        assertEquals(4, tomorrow.remaining());
    }

    @Test
    void addedLinesAreDueAtOnceAndDeletedLinesAreDropped() throws Exception {
        Path file = Files.writeString(folder.resolve("white.pgn"), THREE_LINES);
        Path scheduleFile = folder.resolve("white.properties");
        DrillSchedule schedule = DrillSchedule.load(scheduleFile);
        DrillSession session = DrillSession.due(Repertoire.read(file, Color.WHITE), schedule, TODAY);
        while (!session.isFinished()) {
            session.answer(session.current().answers().get(0));
        }
        assertEquals(4, schedule.size());
        schedule.save();
        long afterE6 = key("e4 e6");

        Files.writeString(file, "1. e4 e5 (1... c5 2. Nf3) (1... d5 2. exd5) 2. Nf3 *\n");
        DrillSchedule reloaded = DrillSchedule.load(scheduleFile);
        DrillSession edited = DrillSession.due(Repertoire.read(file, Color.WHITE), reloaded, TODAY);
        assertEquals(1, edited.remaining(), "only the new line is due");
        assertEquals(List.of("e4", "d5"), edited.current().line());
        assertFalse(reloaded.isKnown(afterE6), "the deleted line's position is dropped");
        assertEquals(3, reloaded.size());
    }

    @Test
    void aChosenLineAndTheLinesTheDatabaseReachesMost() throws Exception {
        Path file = Files.writeString(folder.resolve("white.pgn"), THREE_LINES);
        Repertoire repertoire = Repertoire.read(file, Color.WHITE);
        DrillSchedule schedule = DrillSchedule.load(folder.resolve("white.properties"));
        DrillSession line = DrillSession.line(repertoire, schedule, List.of("e4", "c5", "Nf3"), TODAY);
        assertEquals(2, line.remaining());
        line.answer(move(line.current(), "e4"));
        assertEquals(List.of("e4", "c5"), line.current().line());

        StringBuilder games = new StringBuilder();
        String[] replies = {"c5", "c5", "c5", "c5", "c5", "c5", "e5", "e5", "e5", "e6"};
        for (int i = 0; i < replies.length; i++) {
            games.append("[White \"w").append(i).append("\"] [Black \"b").append(i).append("\"] [Result \"1-0\"]\n1. e4 ").append(replies[i])
                    .append(" 1-0\n\n");
        }
        Path pgn = Files.writeString(folder.resolve("games.pgn"), games);
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            Map<Long, Double> reach = RepertoireCheck.reachLikelihoods(database, repertoire, ExploreFilter.NONE, 20);
            assertEquals(0.6, reach.get(key("e4 c5")), 1e-9);
            DrillSession popular = DrillSession.popular(repertoire, schedule, reach, 3, TODAY);
            assertEquals(3, popular.remaining());
            assertEquals(List.of(), popular.answer(popular.current().answers().get(0)).card().line(), "the start: every game");
            assertEquals(List.of("e4", "c5"), popular.answer(popular.current().answers().get(0)).card().line(), "60% of the games");
            assertEquals(List.of("e4", "e5"), popular.current().line(), "30%; 1...e6's 10% is left out");
        }
    }

    private static int move(DrillCard card, String san) {
        return San.parse(card.position(), san);
    }

    private static long key(String moves) {
        Position position = Position.startpos();
        for (String san : moves.split(" ")) {
            position.play(San.parse(position, san));
        }
        return position.key();
    }
}
