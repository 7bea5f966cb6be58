package rookery.chess;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/** Chess960 starting positions by Scharnagl number 0..959 (518 is the standard position). */
public final class Chess960 {

    public static final int COUNT = 960;
    public static final int STANDARD_NUMBER = 518;

    private static final String[] KNIGHTS_AND_ROOKS = {
        "NNRKR", "NRNKR", "NRKNR", "NRKRN", "RNNKR", "RNKNR", "RNKRN", "RKNNR", "RKNRN", "RKRNN"
    };

    private Chess960() {
    }

    /** The starting setup with castling rights for all four rooks. */
    public static Setup setup(int number) {
        if (number < 0 || number >= COUNT) {
            throw new IllegalArgumentException("Scharnagl number must be in 0..959: " + number);
        }
        Role[] backRank = new Role[8];
        int n = number;
        backRank[2 * (n % 4) + 1] = Role.BISHOP;
        n /= 4;
        backRank[2 * (n % 4)] = Role.BISHOP;
        n /= 4;
        backRank[nthEmpty(backRank, n % 6)] = Role.QUEEN;
        n /= 6;
        String pattern = KNIGHTS_AND_ROOKS[n];
        for (int i = 0; i < 5; i++) {
            backRank[nthEmpty(backRank, 0)] = Role.fromSymbol(pattern.charAt(i));
        }
        Setup setup = fromBackRank(backRank);
        return setup.withCastlingRooks(setup.pieces(Color.WHITE, Role.ROOK) | setup.pieces(Color.BLACK, Role.ROOK));
    }

    public static Position position(int number) {
        return Position.fromSetup(setup(number), Variant.CHESS960);
    }

    public static Position random(RandomGenerator random) {
        return position(random.nextInt(COUNT));
    }

    /** The Scharnagl number of a setup whose placement is a Chess960 start, else -1. */
    public static int number(Setup setup) {
        Role[] backRank = new Role[8];
        for (int file = 0; file < 8; file++) {
            Piece piece = setup.pieceAt(file);
            if (piece == null || piece.color() != Color.WHITE) {
                return -1;
            }
            backRank[file] = piece.role();
        }
        int lightBishop = -1;
        int darkBishop = -1;
        for (int file = 0; file < 8; file++) {
            if (backRank[file] == Role.BISHOP) {
                if (file % 2 == 1) {
                    lightBishop = file;
                } else {
                    darkBishop = file;
                }
            }
        }
        if (lightBishop < 0 || darkBishop < 0) {
            return -1;
        }
        int queen = -1;
        StringBuilder rest = new StringBuilder();
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            Role role = backRank[file];
            if (role == Role.BISHOP) {
                continue;
            }
            if (role == Role.QUEEN) {
                queen = empty;
            } else {
                rest.append(Character.toUpperCase(role.symbol()));
            }
            empty++;
        }
        int pattern = Arrays.asList(KNIGHTS_AND_ROOKS).indexOf(rest.toString());
        if (queen < 0 || pattern < 0) {
            return -1;
        }
        int number = ((pattern * 6 + queen) * 4 + darkBishop / 2) * 4 + lightBishop / 2;
        return Arrays.equals(setup(number).board(), setup.board()) ? number : -1;
    }

    private static int nthEmpty(Role[] backRank, int n) {
        for (int file = 0; file < 8; file++) {
            if (backRank[file] == null && n-- == 0) {
                return file;
            }
        }
        throw new IllegalStateException();
    }

    /** White's back rank as given, pawns in front, black mirrored; no castling rights. */
    static Setup fromBackRank(Role[] backRank) {
        Piece[] board = new Piece[64];
        for (int file = 0; file < 8; file++) {
            board[Square.of(file, 0)] = Piece.of(Color.WHITE, backRank[file]);
            board[Square.of(file, 1)] = Piece.WHITE_PAWN;
            board[Square.of(file, 6)] = Piece.BLACK_PAWN;
            board[Square.of(file, 7)] = Piece.of(Color.BLACK, backRank[file]);
        }
        return new Setup(board, Color.WHITE, 0, Square.NONE, 0, 1);
    }
}
