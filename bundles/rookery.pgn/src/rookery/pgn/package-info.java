/** PGN reading, validation and writing: the front door of every import. */
package rookery.pgn;
