/** The built-in engine (search, evaluation), the analysis API and the UCI protocol both ways. */
package rookery.engine;
