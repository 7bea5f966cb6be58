/*
 * Developer tool for releng/tablebase-crosscheck.sh (not part of the product): reads one FEN per
 * line on standard input and prints "FEN<TAB>wdl<TAB>dtm" as the Gaviota tables answer it, wdl
 * from the side to move (win, draw, loss, unknown) and dtm in plies.
 * Build: gcc -O2 -o gaviota-probe gaviota-probe.c -lgaviotatb -lpthread -lm
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <gtb-probe.h>

static int piece_code(char c) {
    switch (tolower((unsigned char) c)) {
    case 'p': return tb_PAWN;
    case 'n': return tb_KNIGHT;
    case 'b': return tb_BISHOP;
    case 'r': return tb_ROOK;
    case 'q': return tb_QUEEN;
    case 'k': return tb_KING;
    default: return tb_NOPIECE;
    }
}

int main(int argc, char **argv) {
    const char *folder = argc > 1 ? argv[1] : "/usr/share/gaviotatb/gtb4";
    const char **paths = tbpaths_init();
    paths = tbpaths_add(paths, folder);
    tb_init(0, tb_CP4, paths);
    tbcache_init(32 * 1024 * 1024, 0);
    if (!tb_is_initialized() || tb_availability() == 0) {
        fprintf(stderr, "gaviota-probe: no Gaviota tables in %s\n", folder);
        return 1;
    }
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        unsigned white_squares[17], black_squares[17];
        unsigned char white_pieces[17], black_pieces[17];
        int whites = 0, blacks = 0, rank = 7, file = 0;
        const char *c = line;
        for (; *c && *c != ' '; c++) {
            if (*c == '/') {
                rank--;
                file = 0;
            } else if (isdigit((unsigned char) *c)) {
                file += *c - '0';
            } else {
                unsigned square = (unsigned) (rank * 8 + file++);
                if (isupper((unsigned char) *c)) {
                    white_squares[whites] = square;
                    white_pieces[whites++] = (unsigned char) piece_code(*c);
                } else {
                    black_squares[blacks] = square;
                    black_pieces[blacks++] = (unsigned char) piece_code(*c);
                }
            }
        }
        white_squares[whites] = black_squares[blacks] = tb_NOSQUARE;
        white_pieces[whites] = black_pieces[blacks] = tb_NOPIECE;
        unsigned stm = c[0] == ' ' && c[1] == 'b' ? tb_BLACK_TO_MOVE : tb_WHITE_TO_MOVE;
        unsigned info = tb_UNKNOWN, plies = 0;
        int ok = tb_probe_hard(stm, tb_NOSQUARE, tb_NOCASTLE, white_squares, black_squares, white_pieces, black_pieces,
                               &info, &plies);
        const char *wdl = "unknown";
        if (ok && info == tb_DRAW) {
            wdl = "draw";
            plies = 0;
        } else if (ok && (info == tb_WMATE || info == tb_BMATE)) {
            int mover_wins = (info == tb_WMATE) == (stm == tb_WHITE_TO_MOVE);
            wdl = mover_wins ? "win" : "loss";
        } else {
            plies = 0;
        }
        printf("%s\t%s\t%u\n", line, wdl, plies);
    }
    tb_done();
    return 0;
}
