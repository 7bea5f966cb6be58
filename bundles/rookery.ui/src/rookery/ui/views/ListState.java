package rookery.ui.views;

import rookery.ui.model.GameColumn;

/**
 * What a database's Games list showed when another database was picked, given back when it is
 * picked again: the query, the order (a chooser's entry or a column, either way), whether the list
 * followed the position, the selected game and the game at the top.
 *
 * @param sortColumn null when the chooser's order {@code sortChoice} sorts the list
 * @param selectedId 0 when no game was selected
 * @param topId 0 when the list was empty
 */
record ListState(String query, int sortChoice, GameColumn sortColumn, boolean descending, boolean followsPosition, long selectedId,
        long topId) {
}
