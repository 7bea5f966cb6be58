package rookery.tablebase;

import java.time.Duration;
import java.util.function.IntPredicate;

import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.Piece;
import rookery.chess.Setup;
import rookery.chess.Square;

/**
 * What a table holds: legal positions, wins, draws and losses per side to move (from that side's
 * view), the longest mate and one position that needs it, and how long generation took.
 */
public record TableStatistics(Signature signature, long positions, Results whiteToMove, Results blackToMove,
        int longestDtm, String longestFen, Duration time) {

    /** Counts of positions with one side to move, by result for that side. */
    public record Results(long wins, long draws, long losses) {
    }

    /** Longest mate in moves of the side that mates. */
    public int longestMateMoves() {
        return (longestDtm + 1) / 2;
    }

    public Results toMove(Color turn) {
        return turn == Color.WHITE ? whiteToMove : blackToMove;
    }

    /** Statistics of a loaded table; tells legal positions from unused numbers itself. */
    static TableStatistics of(Table table, Duration time) {
        int[] squares = new int[table.index.pieceCount()], scratch = new int[squares.length];
        return of(table, number -> table.index.decodeLegal(number, squares, scratch) >= 0, time);
    }

    static TableStatistics of(Table table, IntPredicate legal, Duration time) {
        long[] wins = new long[2], draws = new long[2], losses = new long[2];
        int longest = -1, longestNumber = -1;
        TableIndex index = table.index;
        for (int number = 0; number < index.size; number++) {
            if (!legal.test(number)) {
                continue;
            }
            int entry = table.entry(number);
            int turn = number >= index.half ? 1 : 0;
            if (entry == Entry.DRAW) {
                draws[turn]++;
                continue;
            }
            (Entry.isWin(entry) ? wins : losses)[turn]++;
            if (Entry.dtm(entry) > longest) {
                longest = Entry.dtm(entry);
                longestNumber = number;
            }
        }
        long positions = wins[0] + wins[1] + draws[0] + draws[1] + losses[0] + losses[1];
        return new TableStatistics(index.signature, positions, new Results(wins[0], draws[0], losses[0]),
                new Results(wins[1], draws[1], losses[1]), Math.max(longest, 0),
                longestNumber < 0 ? null : fen(index, longestNumber), time);
    }

    static String fen(TableIndex index, int number) {
        int[] squares = new int[index.pieceCount()];
        int turn = index.decode(number, squares);
        Piece[] board = new Piece[64];
        for (int i = 0; i < squares.length; i++) {
            board[squares[i]] = index.pieces[i];
        }
        return Fen.format(new Setup(board, Color.values()[turn], 0L, Square.NONE, 0, 1));
    }
}
