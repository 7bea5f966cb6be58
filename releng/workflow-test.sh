#!/usr/bin/env bash
# A user's whole flow in the real workbench process, driven with xdotool on a virtual display:
# first start (the sample imported), a game played on the board, undo and redo, an arrow and a
# circle drawn on its last move, a glyph typed (Ctrl+1) and a comment before it, its tags edited
# (the title names the players), Game > Save to
# Database (the explorer counts one game more), more moves left unsaved, Quit asking about them
# (cancelled), then kill -9 while the game is being edited. After a restart the database still
# counts the saved game, exactly once, in the workbench and on the command line; only the unsaved
# moves are gone; the game opened from the Games part has its drawings, glyph and comment, in a PGN
# that pgn-extract reads. A second database made in the Databases part, a game dragged into it from
# the Games list, and after a restart both open with their counts. Then a repertoire drill: one
# answer right, one wrong, and after a restart the wrong one is asked first (its schedule under the
# workspace). Then a game reviewed (annotate --store), its blunder opened as a puzzle and solved on
# the board. Screenshots in product/target/workflow.
set -euo pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
OUT="$ROOT/product/target/workflow"
. "$ROOT/releng/workbench-driver.sh"

start_workbench
BEFORE=$(explorer_games)
[ -n "$BEFORE" ] || fail "the Opening Explorer never showed the sample's games"
echo "workflow test: the sample imported, $BEFORE games"

xdotool windowfocus --sync "$WINDOW"
play_move e2 e4
play_move e7 e5
play_move g1 f3
wait_until 10 title_marks_edits || fail "after three moves the title '$(window_title)' does not mark the game as edited"
xdotool key ctrl+z
sleep 0.5
xdotool key ctrl+shift+z
sleep 0.5
# On 2.Nf3: a green arrow f3-e5 (right-drag), a red circle on e5 (Shift+right-click), "!" (Ctrl+1).
draw_on_board f3 e5
draw_on_board e5 e5 shift
xdotool key ctrl+1
sleep 0.5
import -window root "$OUT/drawings.png"
# A comment before 2.Nf3 from the notation's menu (a right-click on the move, its second item).
xdotool mousemove "$NOTATION_THIRD_MOVE_X" "$NOTATION_THIRD_MOVE_Y" click 3
sleep 0.5
xdotool key Down Down Return
COMMENT=$(dialog_named "Comment before 2. Nf3")
[ -n "$COMMENT" ] || fail "the notation's menu opened no dialog for the comment before 2.Nf3"
xdotool windowfocus --sync "$COMMENT"
xdotool type "Develops with tempo"
xdotool key ctrl+Return
sleep 0.5
xdotool windowfocus --sync "$WINDOW"
# Game > Edit Tags: event, players and result typed into the Seven Tag Roster's fields.
xdotool key alt+g
sleep 0.5
xdotool key t
TAGS=$(dialog_named "Game Tags")
[ -n "$TAGS" ] || fail "Game > Edit Tags opened no window"
xdotool windowfocus --sync "$TAGS"
for value in "Workflow test" - - - "Tester, Ann" "Engine, Bob" "1-0"; do
  if [ "$value" != - ]; then
    xdotool key ctrl+a
    xdotool type "$value"
  fi
  [ "$value" = "1-0" ] || xdotool key Tab
done
import -window root "$OUT/tags.png"
xdotool key Return
wait_until 10 title_is "*Tester, Ann – Engine, Bob — default — Rookery" \
  || fail "the title '$(window_title)' does not name the edited game's players"
import -window root "$OUT/edited.png"

xdotool key alt+g
sleep 0.5
xdotool key d
# The game counts as saved (the title's asterisk goes) once the database has it; a message box says so.
wait_until 10 title_shows_saved \
  || fail "after Game > Save to Database the title '$(window_title)' still marks the game as edited"
sleep 0.5
import -window root "$OUT/saved.png"
# GTK's message box has no window name to find it by; it has the focus.
xdotool key Return
sleep 1
xdotool windowfocus --sync "$WINDOW"
xdotool key Home
sleep 1
AFTER=$(explorer_games)
[ "$AFTER" = $((BEFORE + 1)) ] || fail "after saving one game the explorer counts $AFTER games, not $((BEFORE + 1))"
echo "workflow test: saved, the explorer counts $AFTER games"

xdotool key End
sleep 0.5
play_move b8 c6
xdotool windowfocus --sync "$WINDOW"
xdotool key ctrl+q
QUESTION=$(dialog_named "Unsaved changes")
[ -n "$QUESTION" ] || fail "Quit with an edited game did not ask about it"
import -window root "$OUT/unsaved-question.png"
xdotool windowfocus --sync "$QUESTION" key Escape
sleep 1
kill -0 $APP_PID 2>/dev/null || fail "cancelling the question quit the workbench anyway"

kill -9 $APP_PID
wait $APP_PID 2>/dev/null || true
echo "workflow test: killed (-9) while the game was being edited"

start_workbench
RESTARTED=$(explorer_games)
[ "$RESTARTED" = "$AFTER" ] || fail "after kill -9 and a restart the explorer counts $RESTARTED games, not $AFTER"
import -window root "$OUT/restarted.png"
# The saved game opened from the Games part (searched by its White player), at its end, its PGN copied.
xdotool mousemove "$GAMES_QUERY_X" "$GAMES_QUERY_Y" click 1
sleep 0.3
xdotool type "white:tester"
xdotool key Return
# Opens the game the search lists first and copies its PGN; again until it has the saved arrow (the
# list fills, and the game opens, when the machine gets to it). Home first: a game opened before the
# list was searched leaves the board at its end, where the list (following the position) is empty.
opened_game_has_its_drawings() {
  xdotool key Home
  sleep 0.5
  xdotool mousemove "$GAMES_FIRST_ROW_X" "$GAMES_FIRST_ROW_Y" click --repeat 2 --delay 100 1
  sleep 0.5
  xdotool key End ctrl+shift+c
  sleep 0.3
  xclip -o -selection clipboard >"$OUT/reopened.pgn" 2>/dev/null || true
  grep -qF '[%cal Gf3e5]' "$OUT/reopened.pgn"
}
wait_until 30 opened_game_has_its_drawings || true
import -window root "$OUT/reopened.png"
for annotation in '{Develops with tempo} 2. Nf3 $1' '[%csl Re5]' '[%cal Gf3e5]'; do
  grep -qF "$annotation" "$OUT/reopened.pgn" || fail "the saved game opened after the restart has no $annotation: $(cat "$OUT/reopened.pgn")"
done
if ! EXTRACTED=$(PATH="$PATH:/usr/games" pgn-extract --quiet -o "$OUT/reopened-extracted.pgn" "$OUT/reopened.pgn" 2>&1) || [ -n "$EXTRACTED" ] \
    || ! grep -qF '[%cal Gf3e5]' "$OUT/reopened-extracted.pgn"; then
  fail "pgn-extract does not read the saved game's PGN as written: $EXTRACTED"
fi
echo "workflow test: the saved game opens after the restart with its arrow, circle, glyph and comment; pgn-extract reads its PGN"
quit_workbench
CLI=$("$ROOT/rookery" explore --db "$ROOKERY_HOME/databases/default" --json | grep -o '"games":[0-9]*' | head -n 1)
[ "$CLI" = "\"games\":$AFTER" ] || fail "the command line reads $CLI from the database, not $AFTER games"
# A second database, made with the Databases part's New... (behind the Notation), the first game the
# Games list shows of the default database dragged with the pointer onto the second's tab; after a
# restart both are open again (tabs in the Games part), the second counting that game, in the
# workbench and on the command line, the default one its games as before.
start_workbench
[ "$(explorer_games)" = "$AFTER" ] || fail "the default database did not open again with its $AFTER games"
xdotool windowfocus --sync "$WINDOW"
xdotool mousemove "$DATABASES_TAB_X" "$DATABASES_TAB_Y" click 1
sleep 1
xdotool mousemove "$DATABASES_NEW_X" "$DATABASES_NEW_Y" click 1
NEW_DATABASE=$(dialog_named "New Database")
[ -n "$NEW_DATABASE" ] || fail "the Databases part's New... opened no dialog"
xdotool windowfocus --sync "$NEW_DATABASE"
xdotool type "second"
xdotool key Return
wait_until 20 title_contains "— second —" || fail "the new database 'second' is not the picked one: the title is '$(window_title)'"
import -window root "$OUT/second-database.png"
xdotool mousemove "$GAMES_TAB_FIRST_X" "$GAMES_TAB_Y" click 1
wait_until 10 title_contains "— default —" || fail "a click on the default database's tab did not pick it: the title is '$(window_title)'"
# The drag is one xdotool command, as a hand moves (the press, small moves past GTK's drag threshold,
# steps to the tab, a pause over it, the release): separate xdotool processes for its steps let SWT's
# drag detection time out between them on loaded cores (half the drags were missed that way). A drag
# that GTK did not take (the second database still empty after 20 s) is made again, up to three times.
drag_first_game_to_second_tab() {
  xdotool key Home
  sleep 2
  xdotool mousemove "$GAMES_FIRST_ROW_X" $((GAMES_FIRST_ROW_Y + 40))
  sleep 0.5
  xdotool mousemove --sync "$GAMES_FIRST_ROW_X" "$GAMES_FIRST_ROW_Y" sleep 0.5 click 1 sleep 1.5
  local drag=(mousemove --sync "$GAMES_FIRST_ROW_X" "$GAMES_FIRST_ROW_Y" mousedown 1) step
  for step in 1 2 3 4; do
    drag+=(mousemove $((GAMES_FIRST_ROW_X + 4 * step)) $((GAMES_FIRST_ROW_Y + 2 * step)) sleep 0.05)
  done
  for step in 1 2 3 4 5 6 7 8; do
    drag+=(mousemove $((GAMES_FIRST_ROW_X + (GAMES_TAB_THIRD_X - GAMES_FIRST_ROW_X) * step / 8)) \
      $((GAMES_FIRST_ROW_Y + (GAMES_TAB_Y - GAMES_FIRST_ROW_Y) * step / 8)) sleep 0.05)
  done
  drag+=(mousemove $((GAMES_TAB_THIRD_X + 1)) "$GAMES_TAB_Y" sleep 0.5 mousemove "$GAMES_TAB_THIRD_X" "$GAMES_TAB_Y" sleep 0.5 mouseup 1)
  xdotool "${drag[@]}"
}
second_counts_one() {
  "$ROOT/rookery" explore --db "$ROOKERY_HOME/databases/second" --json 2>/dev/null | grep -q '"games":1[,}]'
}
dragged=""
for attempt in 1 2 3; do
  drag_first_game_to_second_tab
  wait_until 20 second_counts_one && { dragged=yes; break; }
  echo "workflow test: the drag onto the second database's tab was not taken on try $attempt" >&2
  import -window root "$OUT/drag-not-taken-$attempt.png"
  xdotool windowfocus --sync "$WINDOW"
  xdotool mousemove "$GAMES_TAB_FIRST_X" "$GAMES_TAB_Y" click 1
  wait_until 10 title_contains "— default —" || fail "a click on the default database's tab did not pick it: the title is '$(window_title)'"
done
[ -n "$dragged" ] || fail "the game dragged onto the second database's tab is not in it"
import -window root "$OUT/dragged.png"
quit_workbench
start_workbench
wait_until 20 title_contains "— default —" || fail "after the restart the default database is not the picked one: '$(window_title)'"
grep -qx "$ROOKERY_HOME/databases/second" "$ROOKERY_HOME/open-databases.txt" \
  || fail "the second database is not among the open ones kept: $(cat "$ROOKERY_HOME/open-databases.txt")"
DEFAULT_GAMES=$(explorer_games)
[ "$DEFAULT_GAMES" = "$AFTER" ] || fail "after the restart the default database counts $DEFAULT_GAMES games, not $AFTER"
xdotool mousemove "$GAMES_TAB_THIRD_X" "$GAMES_TAB_Y" click 1
wait_until 20 title_contains "— second —" || fail "after the restart the second database has no tab to pick: '$(window_title)'"
SECOND_GAMES=$(explorer_games)
[ "$SECOND_GAMES" = 1 ] || fail "after the restart the second database counts $SECOND_GAMES games, not the 1 dragged into it"
import -window root "$OUT/two-databases-restarted.png"
# The default database picked again (its tab, the first) for the steps that follow: the picked one
# is picked again at the next start.
xdotool mousemove "$GAMES_TAB_FIRST_X" "$GAMES_TAB_Y" click 1
wait_until 20 title_contains "— default —" || fail "the default database's tab did not pick it: '$(window_title)'"
quit_workbench
echo "workflow test: a second database made, a game dragged into it; after a restart both are open, with $AFTER and 1 games"
# The drill of a 3-line repertoire (a file written here, opened in the Repertoire part, its Train
# button): the start answered right (1.e4), the next position asked answered wrong (h3, in no line),
# then a restart: the drill asks the wrong one first (answered wrong again, only its card's easiness
# falls a second time, to 1.42 from SM-2's 2.5). The drill's board is a window of its own at a fixed
# place; its squares measured from drill.png.
REPERTOIRE="$OUT/white-repertoire.pgn"
printf '%s\n' '[Event "Repertoire"]' '[Result "*"]' '' '1. e4 (1. d4 d5 2. c4) (1. c4 e5 2. Nc3) 1... e5 2. Nf3 *' >"$REPERTOIRE"
REPERTOIRE_TAB_X=749 REPERTOIRE_TAB_Y=560 REPERTOIRE_OPEN_X=757 REPERTOIRE_OPEN_Y=597 REPERTOIRE_TRAIN_X=1058 REPERTOIRE_TRAIN_Y=847
DRILL_BOARD=(457 197 60)
DRILL_DIR="$ROOKERY_HOME/workspace/.metadata/.plugins/rookery.ui/drill"
open_drill() {
  xdotool windowfocus --sync "$WINDOW"
  xdotool mousemove "$REPERTOIRE_TAB_X" "$REPERTOIRE_TAB_Y" click 1
  sleep 1
  xdotool mousemove "$REPERTOIRE_OPEN_X" "$REPERTOIRE_OPEN_Y" click 1
  choose_file 'Open a White Repertoire' "$REPERTOIRE"
  sleep 2
  xdotool mousemove "$REPERTOIRE_TRAIN_X" "$REPERTOIRE_TRAIN_Y" click 1
  DRILL=$(window_starting_with "Train the repertoire")
  [ -n "$DRILL" ] || fail "the Repertoire part's Train opened no drill for $REPERTOIRE"
  sleep 1
}
drill_move() {
  local BOARD_LEFT=${DRILL_BOARD[0]} BOARD_TOP=${DRILL_BOARD[1]} BOARD_SQUARE=${DRILL_BOARD[2]}
  play_move "$1" "$2"
}
start_workbench
open_drill
import -window root "$OUT/drill.png"
drill_move e2 e4
drill_move h2 h3
import -window root "$OUT/drill-wrong.png"
SCHEDULE=$(ls "$DRILL_DIR"/*.properties 2>/dev/null | head -n 1)
[ -n "$SCHEDULE" ] && [ "$(grep -c '' "$SCHEDULE")" -ge 2 ] || fail "the drill wrote no schedule with two answers under $DRILL_DIR"
cp "$SCHEDULE" "$OUT/drill-schedule-first.properties"
quit_workbench
start_workbench
open_drill
drill_move h2 h3
import -window root "$OUT/drill-after-restart.png"
quit_workbench
cp "$SCHEDULE" "$OUT/drill-schedule-second.properties"
# A card's line: key=easiness repetitions interval due-day. The right one is due tomorrow, the wrong one today.
card_state() { grep -v '^#' "$1" | sed 's/^[^=]*=//' | cut -d' ' -f1,2 | sort | tr '\n' ';'; }
[ "$(card_state "$OUT/drill-schedule-first.properties")" = "1.9600 0;2.5000 1;" ] \
  || fail "after one right and one wrong answer the schedule is not one card right and one wrong: $(cat "$OUT/drill-schedule-first.properties")"
[ "$(card_state "$OUT/drill-schedule-second.properties")" = "1.4200 0;2.5000 1;" ] \
  || fail "after the restart the drill did not ask the wrong position first: $(cat "$OUT/drill-schedule-second.properties")"
echo "workflow test: drill of a 3-line repertoire: one right, one wrong; after a restart the wrong one is asked first"
# Learn from your mistakes: a game with a blunder of its Black player imported and reviewed on the
# command line (annotate --store keeps the review), Game > Learn from Your Mistakes for that player,
# the review's best move played on the puzzle's board (Black's view), the success kept per position.
DATABASE="$ROOKERY_HOME/databases/default"
printf '%s\n' '[Event "Puzzle source"]' '[White "Alice"]' '[Black "Learner, Lou"]' '[Result "1-0"]' '' \
  '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0' >"$OUT/blunder.pgn"
"$ROOT/rookery" import --db "$DATABASE" "$OUT/blunder.pgn" >/dev/null
"$ROOT/rookery" annotate --db "$DATABASE" --query "black:learner" --store --depth 10 --out "$OUT/reviewed.pgn" >/dev/null
MISTAKE=$("$ROOT/rookery" mistakes --db "$DATABASE" --player "Learner, Lou" --json)
BEST=$(printf '%s' "$MISTAKE" | grep -o '"bestUci":"[a-h][1-8][a-h][1-8]' | head -n 1 | cut -d'"' -f4)
PUZZLE_FEN=$(printf '%s' "$MISTAKE" | grep -o '"fen":"[^"]*"' | head -n 1 | cut -d'"' -f4)
[ -n "$BEST" ] || fail "the review of the blunder gave no mistake to learn from: $MISTAKE"
start_workbench
[ -n "$(explorer_games)" ] || fail "the Opening Explorer never showed the database's games"
xdotool windowfocus --sync "$WINDOW"
xdotool key alt+g
sleep 0.5
xdotool key m
PUZZLES=$(dialog_named "Learn from your mistakes")
[ -n "$PUZZLES" ] || fail "Game > Learn from Your Mistakes opened no window"
xdotool windowfocus --sync "$PUZZLES"
xdotool type "Learner, Lou"
xdotool key Return
sleep 3
import -window root "$OUT/puzzle.png"
# The puzzle's board shows Black's view (h1 at the top left), where the drill's board is.
puzzle_move() {
  local from=$1 to=$2 square
  for square in "$from" "$to"; do
    local file=$(( $(printf '%d' "'${square:0:1}") - 97 )) rank=${square:1:1}
    xdotool mousemove $(( DRILL_BOARD[0] + (7 - file) * DRILL_BOARD[2] + DRILL_BOARD[2] / 2 )) \
      $(( DRILL_BOARD[1] + (rank - 1) * DRILL_BOARD[2] + DRILL_BOARD[2] / 2 )) click 1
    sleep 0.3
  done
}
puzzle_solved() {
  grep -F "${PUZZLE_FEN%% *}" "$DATABASE/puzzles.properties" 2>/dev/null | grep -q '=1 1$'
}
puzzle_move "${BEST:0:2}" "${BEST:2:2}"
wait_until 60 puzzle_solved || fail "playing the review's best move ${BEST} did not count as solved in $DATABASE/puzzles.properties"
sleep 1
import -window root "$OUT/puzzle-solved.png"
xdotool windowfocus --sync "$PUZZLES" key Escape
quit_workbench
echo "workflow test: a reviewed game's blunder as a puzzle, solved with the review's best move ($BEST), the success kept"
check_logs
echo "workflow test: after kill -9 the database counts $AFTER games in the workbench and on the command line; screenshots in $OUT"
