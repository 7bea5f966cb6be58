package rookery.pgn;

/**
 * One game's bytes as {@link GameSplitter} cut them from the stream, not yet parsed.
 * {@code truncated}: the game exceeded {@link GameSplitter#MAX_GAME_BYTES} and only its head is kept.
 * {@code offset}: where its first byte is in the (decompressed) text.
 */
record RawGame(byte[] bytes, long number, long line, long offset, boolean utf8, boolean truncated) {
}
