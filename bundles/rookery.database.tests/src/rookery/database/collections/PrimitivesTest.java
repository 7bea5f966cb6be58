package rookery.database.collections;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rookery.chess.Chess960;
import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.RandomChess;
import rookery.database.ImportOptions;
import rookery.database.Performance;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.MoveCode;
import rookery.database.encoding.ResultCodes;
import rookery.database.importer.IndexTally;
import rookery.database.importer.MoveTally;
import rookery.database.index.GameIndex;
import rookery.database.index.SegmentSizeLimit;

/** The small building blocks: move ranks, material signatures, performance, top games, hash tables. */
class PrimitivesTest {

    @Test
    void everyLegalMoveHasADistinctRankThatLeadsBackToIt() {
        Random random = new Random(5);
        int[] buffer = new int[Position.MAX_MOVES];
        for (int game = 0; game < 40; game++) {
            Position position = Position.startpos();
            for (int ply = 0; ply < 120 && position.hasLegalMoves(); ply++) {
                int[] moves = position.legalMoves();
                Set<Integer> ranks = new HashSet<>();
                for (int move : moves) {
                    int rank = MoveCode.rank(position, move, buffer);
                    assertTrue(ranks.add(rank));
                    assertTrue(rank < moves.length);
                    assertEquals(move, MoveCode.atRank(position, rank, buffer));
                    assertEquals(move, MoveCode.find(position, MoveCode.of(move), buffer));
                }
                position.play(moves[random.nextInt(moves.length)]);
            }
        }
    }

    @Test
    void countedRanksAgreeWithTheMoveGeneratorAndRefuseIllegalMoves() {
        Random random = new Random(11);
        int[] buffer = new int[Position.MAX_MOVES];
        for (int game = 0; game < 300; game++) {
            Position position = switch (game % 3) {
                case 0 -> Position.startpos();
                case 1 -> Chess960.position(random.nextInt(960));
                default -> RandomChess.position(random.nextInt(5040));
            };
            for (int ply = 0; ply < 200 && position.hasLegalMoves(); ply++) {
                Set<Integer> legal = assertCountedRanksAgree(position, buffer);
                if (ply % 8 == 0) {
                    assertOtherMovesRefused(position, legal, buffer);
                }
                int[] moves = position.legalMoves();
                position.play(moves[random.nextInt(moves.length)]);
            }
        }
    }

    @Test
    void countedRanksAgreeWithTheMoveGeneratorAroundCastling() {
        int[] buffer = new int[Position.MAX_MOVES];
        for (String fen : List.of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
                "r3k2r/8/8/8/8/5b2/8/R3K2R w KQkq - 0 1", "r3k2r/8/8/8/8/2b5/8/R3K2R w KQkq - 0 1",
                "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1",
                "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", "r3k2r/8/8/8/8/8/6n1/R3K2R w KQkq - 0 1",
                "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", "r3k2r/8/3B4/8/8/8/8/R3K2R b KQkq - 0 1",
                "r3k2r/8/8/8/8/8/8/R1Q1K2R b KQkq - 0 1", "r3k2r/1B6/8/8/8/8/8/R3K2R b KQkq - 0 1")) {
            Position position = Position.fromFen(fen);
            Set<Integer> legal = assertCountedRanksAgree(position, buffer);
            int king = position.kingSquare(position.turn());
            for (int rook : new int[] {king & 56, (king & 56) + 7}) {
                int castling = Move.castling(king, rook);
                if (!legal.contains(castling)) {
                    assertEquals(-1, MoveCode.rank(position, castling, buffer), fen + " " + position.uci(castling));
                }
            }
        }
    }

    @Test
    void countedRanksAgreeWithTheMoveGeneratorInCheck() {
        int[] buffer = new int[Position.MAX_MOVES];
        for (String fen : List.of("r3k2r/8/8/8/8/8/4q3/R3K2R w KQkq - 0 1", "4k3/8/8/8/1b6/8/3P4/R3K2R w KQ - 0 1",
                "4k3/8/8/8/8/5n2/8/R3K2R w KQ - 0 1", "4k3/8/8/8/4r3/8/3B4/R3K1NR w KQ - 0 1",
                "4k3/8/8/8/4r3/5n2/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1",
                "4k3/8/8/1b6/8/8/8/R2QK2R w KQ - 0 1", "r3k2r/8/8/1B6/8/8/8/4K3 b kq - 0 1",
                "r3k2r/8/3N4/8/8/8/8/4K3 b kq - 0 1", "4k3/4r3/8/8/8/8/4P3/4K3 w - - 0 1",
                "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1")) {
            Position position = Position.fromFen(fen);
            assertOtherMovesRefused(position, assertCountedRanksAgree(position, buffer), buffer);
        }
    }

    /** Checks the counted rank of each legal move against the move generator's; returns the legal moves. */
    private static Set<Integer> assertCountedRanksAgree(Position position, int[] buffer) {
        Set<Integer> legal = new HashSet<>();
        for (int move : position.legalMoves()) {
            legal.add(move);
            assertEquals(MoveCode.rankByGeneration(position, move, buffer), MoveCode.rank(position, move, buffer),
                    position.fen() + " " + position.uci(move));
        }
        return legal;
    }

    /** Checks that every move of a piece of the side to move to any square but the legal ones has no rank. */
    private static void assertOtherMovesRefused(Position position, Set<Integer> legal, int[] buffer) {
        for (long ours = position.pieces(position.turn()); ours != 0; ours &= ours - 1) {
            int from = Long.numberOfTrailingZeros(ours);
            for (int to = 0; to < 64; to++) {
                int move = Move.of(from, to);
                if (!legal.contains(move)) {
                    assertEquals(-1, MoveCode.rank(position, move, buffer), position.fen() + " " + position.uci(move));
                }
            }
        }
    }

    @Test
    void indexEntriesAreOrderedByDocumentWhateverTheSegmentSize() {
        Random random = new Random(3);
        for (int maxDoc : new int[] {10, 5000, SegmentSizeLimit.MAX_DOCS, 200_000}) {
            int count = 20_000;
            long[] entries = new long[count + 5];
            for (int i = 0; i < count; i++) {
                entries[i] = (long) random.nextInt(maxDoc) << 32 | random.nextInt(1 << 24);
            }
            long[] expected = Arrays.copyOf(entries, count);
            IndexTally.sortByDocument(entries, count, maxDoc);
            for (int i = 1; i < count; i++) {
                assertTrue(entries[i - 1] >>> 32 <= entries[i] >>> 32);
            }
            Arrays.sort(expected);
            long[] sorted = Arrays.copyOf(entries, count);
            Arrays.sort(sorted);
            assertArrayEquals(expected, sorted);
        }
    }

    @Test
    void eachIndexingThreadWritesASegmentAtItsShareOfABatch() {
        assertEquals(25_000, GameIndex.flushDocs(new ImportOptions(2, 50_000)));
        assertEquals(GameIndex.MIN_FLUSH_DOCS, GameIndex.flushDocs(new ImportOptions(16, 50_000)));
        assertEquals(GameIndex.MIN_FLUSH_DOCS, GameIndex.flushDocs(new ImportOptions(1, 100)));
        assertEquals(SegmentSizeLimit.MAX_DOCS, GameIndex.flushDocs(new ImportOptions(1, 1_000_000)));
    }

    @Test
    void materialSignaturesPutTheStrongerSideFirst() {
        assertEquals("KRPvKR", name("8/8/4k3/8/4P3/8/1r6/R3K3 w - - 0 1"));
        assertEquals("KRPvKR", name("r3k3/1R6/8/4p3/8/4K3/8/8 w - - 0 1"));
        assertTrue(MaterialSignature.blackFirst(MaterialSignature.of(Position.fromFen("r3k3/1R6/8/4p3/8/4K3/8/8 w - - 0 1"))));
        assertEquals("KBvKN", name("4k3/8/8/3n4/8/8/8/2B1K3 w - - 0 1"));
        assertEquals("KBvKN", name("2b1k3/8/8/3N4/8/8/8/4K3 w - - 0 1"));
        assertEquals("KvK", name("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
        assertEquals("KRRvKQ", name("3rk2r/8/8/8/8/8/8/3QK3 w - - 0 1"));
    }

    private static String name(String fen) {
        return MaterialSignature.name(MaterialSignature.of(Position.fromFen(fen)));
    }

    @Test
    void performanceFollowsTheFideTable() {
        assertEquals(0, Performance.ratingDifference(0.5));
        assertEquals(800, Performance.ratingDifference(1.0));
        assertEquals(-800, Performance.ratingDifference(0.0));
        assertEquals(193, Performance.ratingDifference(0.75));
        assertEquals(-366, Performance.ratingDifference(0.10));
        assertEquals(2793, Performance.rating(2600, 0.75));
    }

    @Test
    void topGamesKeepTheHighestAverageEloWithTiesToTheLowerId() {
        MoveTally tally = new MoveTally();
        tally.add(ResultCodes.WHITE_WINS, Color.WHITE, 2500, 2500, 2000, 7);
        tally.add(ResultCodes.DRAW, Color.WHITE, 2700, 2700, 2001, 9);
        tally.add(ResultCodes.BLACK_WINS, Color.WHITE, 2500, 2500, 0, 3);
        tally.add(ResultCodes.DRAW, Color.WHITE, 0, 2800, 1999, 1);
        MoveTally other = new MoveTally();
        other.add(ResultCodes.WHITE_WINS, Color.BLACK, 2600, 2600, 2010, 12);
        tally.merge(other);
        assertEquals(List.of(9L, 12L, 3L), List.of(tally.topGameIds()[0], tally.topGameIds()[1], tally.topGameIds()[2]));
        assertEquals(5, tally.games);
        assertEquals(4, tally.ratedGames);
        assertEquals(1999, tally.firstYear);
        assertEquals(2010, tally.lastYear);
        MoveTally fromBytes = new MoveTally();
        fromBytes.addTopBytes(MoveTally.mergeTopBytes(tally.topBytes(), other.topBytes()));
        assertEquals(List.of(9L, 12L, 3L), List.of(fromBytes.topGameIds()[0], fromBytes.topGameIds()[1], fromBytes.topGameIds()[2]));
    }

    @Test
    void hashTablesAgreeWithJavaCollections() {
        Random random = new Random(11);
        LongHashSet set = new LongHashSet(4);
        LongIntHashMap counts = new LongIntHashMap(4);
        Set<Long> expected = new HashSet<>();
        java.util.Map<Long, Integer> expectedCounts = new java.util.HashMap<>();
        for (int i = 0; i < 20_000; i++) {
            long value = random.nextInt(5000) - 2500L;
            assertEquals(expected.add(value), set.add(value));
            counts.put(value, counts.get(value) + 1);
            expectedCounts.merge(value, 1, Integer::sum);
        }
        assertEquals(expected.size(), set.size());
        expectedCounts.forEach((key, count) -> assertEquals(count, counts.get(key)));
        assertFalse(set.contains(999_999));
        assertEquals(0, counts.get(999_999));
        LongIntHashMap values = new LongIntHashMap(4);
        for (int i = 0; i < 5000; i++) {
            values.put(i * 7919L, i + 1);
            values.put(i * 7919L, -i - 1);
        }
        for (int i = 0; i < 5000; i++) {
            assertEquals(-i - 1, values.get(i * 7919L));
        }
        assertThrows(IllegalArgumentException.class, () -> values.put(1, 0));
    }

    @Test
    void radixSortOrdersAsUnsignedNumbers() {
        Random random = new Random(5);
        long[] values = new long[100_000];
        for (int i = 0; i < values.length; i++) {
            values[i] = i % 3 == 0 ? random.nextLong() : random.nextInt(1000) - 500L;
        }
        long[] unsorted = values.clone();
        RadixSort.sortUnsigned(values, values.length - 10);
        for (int i = 1; i < values.length - 10; i++) {
            assertTrue(Long.compareUnsigned(values[i - 1], values[i]) <= 0, "at " + i);
        }
        long[] sortedPart = Arrays.copyOf(values, values.length - 10);
        long[] expected = Arrays.copyOf(unsorted, values.length - 10);
        Arrays.sort(sortedPart);
        Arrays.sort(expected);
        assertArrayEquals(expected, sortedPart);
        assertArrayEquals(Arrays.copyOfRange(unsorted, values.length - 10, values.length),
                Arrays.copyOfRange(values, values.length - 10, values.length));
    }

    @Test
    void radixSortMovesCompanionsStably() {
        for (int bits : new int[] {32, 56}) {
            Random random = new Random(bits);
            int count = 50_000;
            long[] values = new long[count];
            int[] positions = new int[count];
            for (int i = 0; i < count; i++) {
                values[i] = i % 2 == 0 ? random.nextLong() >>> (Long.SIZE - bits) : random.nextInt(100);
                positions[i] = i;
            }
            long[] unsorted = values.clone();
            RadixSort.sortUnsigned(values, positions, count, bits);
            for (int i = 0; i < count; i++) {
                assertEquals(unsorted[positions[i]], values[i], bits + " bits, at " + i);
                if (i > 0) {
                    int order = Long.compareUnsigned(values[i - 1], values[i]);
                    assertTrue(order < 0 || order == 0 && positions[i - 1] < positions[i], bits + " bits, at " + i);
                }
            }
        }
    }
}
