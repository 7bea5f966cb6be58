#!/usr/bin/env python3
"""The anchor of the annotate benchmark: a plain script that drives one UCI engine over every
position of every game, one position at a time (position ... moves, go depth N, wait for
bestmove), as a user would without a batch analyser.

usage: one_at_a_time.py ENGINE DEPTH GAMES.uci
GAMES.uci: one game a line, its moves in UCI notation separated by spaces (pgn-extract -Wuci)."""
import subprocess
import sys
import time


def main():
    engine, depth, games_file = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    process = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        process.stdin.write(line + "\n")
        process.stdin.flush()

    def wait_for(prefix):
        for line in process.stdout:
            if line.startswith(prefix):
                return line
        raise SystemExit("the engine stopped")

    send("uci")
    wait_for("uciok")
    send("isready")
    wait_for("readyok")
    games = positions = 0
    start = time.monotonic()
    with open(games_file) as lines:
        for line in lines:
            moves = line.split()
            if not moves:
                continue
            send("ucinewgame")
            for ply in range(len(moves) + 1):
                send("position startpos" + (" moves " + " ".join(moves[:ply]) if ply else ""))
                send("go depth %d" % depth)
                wait_for("bestmove")
                positions += 1
            games += 1
    seconds = time.monotonic() - start
    send("quit")
    print("anchor: %d games, %d positions in %.1f s (%.1f/s)" % (games, positions, seconds, positions / seconds))


if __name__ == "__main__":
    main()
