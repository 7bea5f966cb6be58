/** Endgame tables: retrograde generation of distance-to-mate tables, their files and probing. */
package rookery.tablebase;
