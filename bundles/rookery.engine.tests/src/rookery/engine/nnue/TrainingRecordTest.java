package rookery.engine.nnue;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;

class TrainingRecordTest {

    @TempDir
    Path folder;

    /** Positions of random games, with made-up scores and results. */
    static List<TrainingRecord> randomRecords(long seed, int count) {
        Random random = new Random(seed);
        List<TrainingRecord> records = new ArrayList<>();
        while (records.size() < count) {
            Position board = Position.startpos();
            for (int ply = 0; ply < 120 && records.size() < count; ply++) {
                int[] moves = board.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                board.play(moves[random.nextInt(moves.length)]);
                records.add(TrainingRecord.of(board, random.nextInt(65536) - 32768, random.nextInt(3)));
            }
        }
        return records;
    }

    @Test
    void aRecordIs32BytesAndRoundTrips() {
        for (TrainingRecord record : randomRecords(1, 2000)) {
            ByteBuffer buffer = ByteBuffer.allocate(TrainingRecord.BYTES);
            record.encode(buffer);
            assertFalse(buffer.hasRemaining());
            TrainingRecord decoded = TrainingRecord.decode(buffer.flip());
            assertEquals(record, decoded);
            Position board = decoded.toPosition();
            assertEquals(record.occupancy(), board.occupied());
            assertEquals(record, TrainingRecord.of(board, record.score(), record.result()));
        }
    }

    @Test
    void scoresAndResultsAreTurnedToTheSideToMove() {
        Position black = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
        TrainingRecord record = TrainingRecord.of(black, 150, TrainingRecord.WHITE_WINS);
        assertEquals(-150, record.sideToMoveScore());
        assertEquals(0.0, record.sideToMoveResult());
        assertEquals(0.5, TrainingRecord.of(black, 0, TrainingRecord.DRAW).sideToMoveResult());
    }

    @Test
    void filesRoundTripAndADamagedRecordIsNamed() throws IOException {
        Path file = folder.resolve("data.bin");
        List<TrainingRecord> records = randomRecords(2, 3000);
        try (TrainingDataWriter writer = new TrainingDataWriter(file)) {
            for (TrainingRecord record : records) {
                writer.write(record);
            }
        }
        assertEquals(records, readAll(file));

        byte[] bytes = Files.readAllBytes(file);
        bytes[5 * TrainingRecord.BYTES + 31] = 7;
        Files.write(file, bytes);
        IOException damaged = assertThrows(IOException.class, () -> readAll(file));
        assertEquals(file + ": record 6 (byte 160): format version 7, not 1", damaged.getMessage());
    }

    @Test
    void aPartialTrailingRecordIsCutAndTheNextRunAppends() throws IOException {
        Path file = folder.resolve("data.bin");
        List<TrainingRecord> records = randomRecords(3, 100);
        try (TrainingDataWriter writer = new TrainingDataWriter(file)) {
            for (TrainingRecord record : records.subList(0, 60)) {
                writer.write(record);
            }
        }
        // What a process killed in the middle of a write leaves.
        Files.write(file, new byte[13], java.nio.file.StandardOpenOption.APPEND);
        assertEquals(records.subList(0, 60), readAll(file));
        try (TrainingDataWriter writer = new TrainingDataWriter(file)) {
            assertEquals(60, writer.existingRecords());
            for (TrainingRecord record : records.subList(60, 100)) {
                writer.write(record);
            }
        }
        assertEquals(100L * TrainingRecord.BYTES, Files.size(file));
        assertEquals(records, readAll(file));
    }

    static List<TrainingRecord> readAll(Path file) throws IOException {
        List<TrainingRecord> read = new ArrayList<>();
        try (TrainingDataReader reader = new TrainingDataReader(file)) {
            for (TrainingRecord record = reader.next(); record != null; record = reader.next()) {
                read.add(record);
            }
        }
        return read;
    }
}
