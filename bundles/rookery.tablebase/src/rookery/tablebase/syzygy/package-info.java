/**
 * Syzygy endgame tables read from their files: WDL and DTZ probes with the fifty-move rule, and
 * root moves ranked as Stockfish ranks them (docs/tablebases.md).
 */
package rookery.tablebase.syzygy;
