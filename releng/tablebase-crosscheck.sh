#!/usr/bin/env bash
# Developer cross-check of the endgame tables (not run by CI):
#  0. every position of every 3- and 4-piece table against the definition of distance to mate
#     (one ply beyond the best move's result), with the tables' own move generation;
#  1. every position of every 3-piece table against Debian's Gaviota tables (DTM, exact);
#  2. a random sample of 3- and 4-piece positions against the Syzygy tables via Debian's fathom
#     (WDL; Syzygy's cursed wins and blessed losses count as wins and losses, since Rookery's
#     tables ignore the 50-move rule);
#  3. the same for KPKP positions with a double pawn step that can be answered en passant, and
#     for the positions after it, which have an en passant right.
# Needs: apt-get install gaviotatb libgaviotatb-dev fathom gcc.
# Usage: releng/tablebase-crosscheck.sh [SAMPLE_PER_TABLE (default 500)] [SEED (default 1)]
# Environment: TB_DIR (tables folder, default a scratch folder), SYZYGY (default ../shared/data/syzygy).
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
. "$ROOT/releng/find-jdk.sh"
SAMPLE=${1:-500}
SEED=${2:-1}
WORK=$(mktemp -d /tmp/rookery-tb-crosscheck.XXXXXX)
TB_DIR=${TB_DIR:-$WORK/tables}
SYZYGY=${SYZYGY:-$ROOT/../shared/data/syzygy}
GAVIOTA=/usr/share/gaviotatb/gtb4
JUNIT=$(ls ~/.m2/repository/org/junit/platform/junit-platform-console-standalone/*/junit-platform-console-standalone-*.jar | tail -1)

for tool in gcc /usr/games/fathom; do
  command -v "$tool" > /dev/null || { echo "missing $tool: apt-get install gaviotatb libgaviotatb-dev fathom gcc" >&2; exit 2; }
done
[ -d "$GAVIOTA" ] || { echo "missing $GAVIOTA: apt-get install gaviotatb" >&2; exit 2; }
[ -d "$SYZYGY" ] || { echo "missing Syzygy tables in $SYZYGY (set SYZYGY)" >&2; exit 2; }

echo "compiling into $WORK" >&2
javac --release 21 -nowarn -d "$WORK/classes" $(find "$ROOT"/bundles/rookery.{chess,tablebase}/src -name '*.java')
javac --release 21 -nowarn -cp "$WORK/classes:$JUNIT" -d "$WORK/classes" "$ROOT/bundles/rookery.tablebase.tests/src/rookery/tablebase/TableDump.java"
gcc -O2 -o "$WORK/gaviota-probe" "$ROOT/releng/tablebase-crosscheck/gaviota-probe.c" -lgaviotatb -lpthread -lm
dump() { java -Xmx3g -cp "$WORK/classes" rookery.tablebase.TableDump "$TB_DIR" "$@"; }

# Prints the lines where the two answer files (FEN, wdl, dtm per line) disagree; fails if there are any.
compare() {
  paste "$1" "$2" | awk -F'\t' -v check_dtm="$3" '
    $1 != $4 { print "line " NR ": different positions " $1 " / " $4; bad++; next }
    $2 != $5 || (check_dtm && $3 != $6) { print "MISMATCH " $1 ": rookery " $2 " " $3 ", reference " $5 " " $6; bad++ }
    END { exit bad > 0 }'
}

THREE="KQK KRK KBK KNK KPK"
FOUR=$(ls "$SYZYGY" | sed -n 's/^\(K[QRBNP]*\)v\(K[QRBNP]*\)\.rtbw$/\1\2/p' | awk 'length($0) == 4' | sort -u | tr '\n' ' ')

echo "== Consistency: every position of $THREE $FOUR" >&2
dump --verify $THREE $FOUR > "$WORK/consistency.txt"
consistency_status=0
awk -F'\t' '$3 != "0 inconsistent" { print; bad++ } END { exit bad > 0 }' "$WORK/consistency.txt" || consistency_status=1
echo "consistency: $(awk -F'\t' '{ sum += $2 } END { print sum }' "$WORK/consistency.txt") positions in $(wc -l < "$WORK/consistency.txt") tables,\
 $(awk -F'\t' '{ sum += $3 } END { print sum }' "$WORK/consistency.txt") inconsistent"

echo "== Gaviota: every position of $THREE" >&2
dump $THREE > "$WORK/rookery-3.txt"
cut -f1 "$WORK/rookery-3.txt" | "$WORK/gaviota-probe" "$GAVIOTA" > "$WORK/gaviota-3.txt"
gaviota_status=0
compare "$WORK/rookery-3.txt" "$WORK/gaviota-3.txt" 1 > "$WORK/gaviota-mismatches.txt" || gaviota_status=1
head -20 "$WORK/gaviota-mismatches.txt"
echo "gaviota: $(wc -l < "$WORK/rookery-3.txt") positions compared, $(wc -l < "$WORK/gaviota-mismatches.txt") mismatches"

echo "== Syzygy: $SAMPLE random positions of each of $THREE $FOUR" >&2
dump --sample "$SAMPLE" --seed "$SEED" $THREE $FOUR > "$WORK/rookery-sample.txt"
# Answers each FEN of a rookery answer file with fathom's WDL, in the same three-column format.
# fathom labels a checkmated side to move "Win" (the winner's view) while its Result tag is right:
# positions without legal moves (all three move lists empty) are judged by the Result tag.
syzygy_answers() {
  cut -f1 "$1" | while read -r fen; do
    answer=$(/usr/games/fathom --path="$SYZYGY" "$fen")
    wdl=$(sed -n 's/^\[WDL "\(.*\)"\]$/\1/p' <<< "$answer")
    if [ "$(grep -c '^\[\(Winning\|Drawing\|Losing\)Moves ""\]$' <<< "$answer")" = 3 ]; then
      case "$(sed -n 's/^\[Result "\(.*\)"\]$/\1/p' <<< "$answer")" in
        1/2-1/2) wdl=Draw ;;
        *) wdl=Loss ;;
      esac
    fi
    case "$wdl" in
      Win|CursedWin) wdl=win ;;
      Loss|BlessedLoss) wdl=loss ;;
      Draw) wdl=draw ;;
      *) wdl="unknown($wdl)" ;;
    esac
    printf '%s\t%s\t-\n' "$fen" "$wdl"
  done
}
syzygy_answers "$WORK/rookery-sample.txt" > "$WORK/syzygy-sample.txt"
syzygy_status=0
compare "$WORK/rookery-sample.txt" "$WORK/syzygy-sample.txt" 0 > "$WORK/syzygy-mismatches.txt" || syzygy_status=1
head -20 "$WORK/syzygy-mismatches.txt"
echo "syzygy: $(wc -l < "$WORK/rookery-sample.txt") positions compared, $(wc -l < "$WORK/syzygy-mismatches.txt") mismatches"

echo "== Syzygy: en passant, $SAMPLE positions of KPKP with a double step the opponent can take en passant, and after it" >&2
dump --sample "$SAMPLE" --seed "$SEED" --en-passant KPKP > "$WORK/rookery-enpassant.txt"
syzygy_answers "$WORK/rookery-enpassant.txt" > "$WORK/syzygy-enpassant.txt"
enpassant_status=0
compare "$WORK/rookery-enpassant.txt" "$WORK/syzygy-enpassant.txt" 0 > "$WORK/enpassant-mismatches.txt" || enpassant_status=1
head -20 "$WORK/enpassant-mismatches.txt"
echo "en passant: $(wc -l < "$WORK/rookery-enpassant.txt") positions compared, $(wc -l < "$WORK/enpassant-mismatches.txt") mismatches"
echo "files kept in $WORK" >&2
exit $((consistency_status | gaviota_status | syzygy_status | enpassant_status))
