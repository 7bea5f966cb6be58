#!/usr/bin/env bash
# Drives the materialized product on a virtual display as a person would, with xdotool; sourced by
# the smoke and workflow tests after they set ROOT and OUT. Coordinates are of the default layout
# of a 1400x900 window at the top left of a 1600x1000 screen.
rm -rf "$OUT" && mkdir -p "$OUT"
export ROOKERY_HOME="$OUT/home"
# A display of its own (Xvfb picks a free number and writes it once it accepts clients), so that
# the smoke, workflow and package tests can run side by side.
start_display() {
  rm -f "$OUT/display-number"
  Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$OUT/display-number" >>"$OUT/xvfb.log" 2>&1 &
  XVFB_PID=$!
  for _ in $(seq 1 100); do
    [ -s "$OUT/display-number" ] && break
    sleep 0.1
  done
  export DISPLAY=":$(cat "$OUT/display-number")"
}
start_display
trap 'kill $XVFB_PID 2>/dev/null || true' EXIT
EXPLORER_TAB_X=650 EXPLORER_TAB_Y=40
BOARD_LEFT=144 BOARD_TOP=64 BOARD_SQUARE=44
GAMES_QUERY_X=737 GAMES_QUERY_Y=624 GAMES_FIRST_ROW_X=668 GAMES_FIRST_ROW_Y=687
# The Games part's tabs of open databases (the first, default; the third, one made after the Clipboard's).
GAMES_TAB_Y=592 GAMES_TAB_FIRST_X=622 GAMES_TAB_THIRD_X=781
# The Databases part's tab (behind the Notation) and its New... button.
DATABASES_TAB_X=101 DATABASES_TAB_Y=483 DATABASES_NEW_X=35 DATABASES_NEW_Y=523
# The third move of a game in the notation ("Nf3" in "1. e4 e5 2. Nf3").
NOTATION_THIRD_MOVE_X=99 NOTATION_THIRD_MOVE_Y=543

# Starts the workbench (its log appended to workbench.log; the arguments go to ./rookery) and waits
# for its main window, whose title ends with "Rookery" (it names the game and the database before that).
# A display that refuses GTK's connection (seen once in a few dozen CI runs, with the three tests'
# displays starting and stopping side by side) gets a new display and one more start.
start_workbench() {
  local attempt log_start
  for attempt in 1 2; do
    log_start=$(stat -c %s "$OUT/workbench.log" 2>/dev/null || echo 0)
    "$ROOT/rookery" "$@" >>"$OUT/workbench.log" 2>&1 &
    APP_PID=$!
    WINDOW=""
    for _ in $(seq 1 120); do
      for candidate in $(xdotool search --onlyvisible --name 'Rookery' 2>/dev/null || true); do
        # SWT on GTK stores the title with a trailing blank in the X property.
        case "$(xdotool getwindowname "$candidate" | sed 's/ *$//')" in
          Rookery|*" — Rookery") WINDOW=$candidate ;;
        esac
      done
      [ -n "$WINDOW" ] && break
      kill -0 $APP_PID 2>/dev/null || break
      sleep 0.5
    done
    [ -n "$WINDOW" ] && return 0
    if [ $attempt = 1 ] && ! kill -0 $APP_PID 2>/dev/null \
        && tail -c +$((log_start + 1)) "$OUT/workbench.log" | grep -q 'gtk_init_check() failed'; then
      echo "$0: display $DISPLAY refused GTK's connection; starting the workbench again on a new display" >&2
      # The refused start's log is kept apart: the tests' checks of workbench.log are about the workbench.
      tail -c +$((log_start + 1)) "$OUT/workbench.log" >>"$OUT/refused-display.log"
      truncate -s "$log_start" "$OUT/workbench.log"
      kill $XVFB_PID 2>/dev/null || true
      start_display
      continue
    fi
    break
  done
  if [ -z "$WINDOW" ]; then
    echo "$0: the Rookery window never appeared; log:" >&2
    cat "$OUT/workbench.log" >&2
    kill $APP_PID 2>/dev/null || true
    exit 1
  fi
}

# Quits with Ctrl+Q and waits for the process to end.
quit_workbench() {
  xdotool windowfocus --sync "$WINDOW"
  xdotool key ctrl+q
  for _ in $(seq 1 40); do
    kill -0 $APP_PID 2>/dev/null || break
    sleep 0.5
  done
  if kill -0 $APP_PID 2>/dev/null; then
    echo "$0: the workbench did not close on Ctrl+Q" >&2
    kill $APP_PID
    exit 1
  fi
}

window_title() {
  xdotool getwindowname "$WINDOW" | sed 's/ *$//'
}

# Waits up to $1 seconds for the rest of the arguments, a command, to succeed; fails if it never does.
wait_until() {
  local deadline=$((SECONDS + $1))
  shift
  until "$@"; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 0.2
  done
}

title_is() {
  [ "$(window_title)" = "$1" ]
}

# Whether the title marks the game as edited (an asterisk first).
title_marks_edits() {
  case "$(window_title)" in "*"*) return 0 ;; *) return 1 ;; esac
}

title_shows_saved() {
  ! title_marks_edits
}

title_contains() {
  case "$(window_title)" in *"$1"*) return 0 ;; *) return 1 ;; esac
}

# Stops with a message, a screenshot (failure.png) and the workbench's log.
fail() {
  echo "$0: $*" >&2
  import -window root "$OUT/failure.png" || true
  kill $APP_PID 2>/dev/null || true
  cat "$OUT/workbench.log" >&2
  exit 1
}

# Fails on any error the workbench reported: an exception or a GTK critical warning on its terminal,
# an error entry in its platform log (echoed there by -consoleLog, and kept in the workspace's .log).
check_logs() {
  local platform_log="$ROOKERY_HOME/workspace/.metadata/.log"
  if grep -E -q 'Exception|Gtk-CRITICAL|^!ENTRY .* 4 ' "$OUT/workbench.log"; then
    grep -E -m 5 'Exception|Gtk-CRITICAL|^!ENTRY .* 4 ' "$OUT/workbench.log" >&2
    fail "the workbench's output shows an error"
  fi
  if [ -f "$platform_log" ] && grep -E -q '^!ENTRY .* 4 ' "$platform_log"; then
    cat "$platform_log" >&2
    fail "the platform log ($platform_log) shows an error"
  fi
}

# The Opening Explorer's table as its Copy command gives it (tab separated, a Σ row last), once it
# lists moves with game counts; empty if it never does.
explorer_table() {
  local table=""
  for _ in $(seq 1 60); do
    xdotool windowfocus --sync "$WINDOW"
    xdotool mousemove "$EXPLORER_TAB_X" "$EXPLORER_TAB_Y" click 1
    sleep 0.5
    xdotool key ctrl+c
    sleep 0.5
    table=$(xclip -o -selection clipboard 2>/dev/null || true)
    printf '%s\n' "$table" | grep -qE $'^[a-hKQRBNO][^\t]*\t[1-9][0-9,]*\t[0-9]+/[0-9]+/[0-9]+\t' && break
    table=""
    sleep 1
  done
  printf '%s\n' "$table"
}

# The number of games of the explorer's position (its Σ row), without thousands separators.
explorer_games() {
  explorer_table | awk -F'\t' '$1 == "Σ" { gsub(",", "", $2); print $2 }'
}

# The screen point at the centre of a square of the board (white at the bottom): square_centre e 2.
square_centre() {
  local file=$(( $(printf '%d' "'$1") - 97 ))
  echo "$(( BOARD_LEFT + file * BOARD_SQUARE + BOARD_SQUARE / 2 )) $(( BOARD_TOP + (8 - $2) * BOARD_SQUARE + BOARD_SQUARE / 2 ))"
}

# Clicks a square of the board: click_square e 2.
click_square() {
  xdotool mousemove $(square_centre "$1" "$2") click 1
  sleep 0.3
}

# Draws on the board with the right button, from one square to another (a circle when they are the
# same), with a modifier key held or none: draw_on_board f3 e5 shift.
draw_on_board() {
  local hold=() release=()
  if [ -n "${3:-}" ]; then
    hold=(keydown "$3")
    release=(keyup "$3")
  fi
  xdotool mousemove $(square_centre "${1:0:1}" "${1:1:1}") "${hold[@]}" mousedown 3 \
    mousemove $(square_centre "${2:0:1}" "${2:1:1}") mouseup 3 "${release[@]}"
  sleep 0.5
}

# Plays a move by clicking its two squares: play_move e2 e4. The board shows the new position when
# the event broker's thread hands it over, later than the click under load: a second before the next.
play_move() {
  click_square "${1:0:1}" "${1:1:1}"
  click_square "${2:0:1}" "${2:1:1}"
  sleep 1
}

# The id of the visible window named exactly $1, waiting up to 10 s; empty if none.
dialog_named() {
  for _ in $(seq 1 20); do
    for candidate in $(xdotool search --onlyvisible --name "$1" 2>/dev/null || true); do
      if [ "$(xdotool getwindowname "$candidate" | sed 's/ *$//')" = "$1" ]; then
        echo "$candidate"
        return
      fi
    done
    sleep 0.5
  done
}

# Types the path $2 into the GTK file chooser titled $1 and accepts it: waits for the chooser to
# open, and for it to close after Return, pressing Return again while it stays (the first Return may
# only take the chooser's completion of the typed path). Fails if the chooser never opens or closes.
choose_file() {
  local chooser
  chooser=$(dialog_named "$1")
  [ -n "$chooser" ] || fail "no file chooser named '$1' opened"
  xdotool windowfocus --sync "$chooser"
  xdotool key ctrl+l
  sleep 0.5
  xdotool type "$2"
  sleep 1
  for _ in 1 2 3; do
    xdotool windowfocus --sync "$chooser" key Return 2>/dev/null || true
    wait_until 5 no_window_named "$1" && return 0
  done
  fail "the file chooser '$1' did not take $2"
}

# Whether no visible window's name starts with $1 (a regular expression follows '^').
no_window_named() {
  ! xdotool search --onlyvisible --name "^$1" >/dev/null 2>&1
}

# The id of a visible window whose name starts with $1 (a regular expression follows '^'), waiting up
# to 10 s; empty if none. For titles that go on with a variable part ("Train the repertoire (white)").
window_starting_with() {
  for _ in $(seq 1 20); do
    xdotool search --onlyvisible --name "^$1" 2>/dev/null | head -n 1 && return
    sleep 0.5
  done
}
