package rookery.cli;

import java.util.List;
import java.util.Locale;

import rookery.database.GameHeader;
import rookery.database.MoveStatistics;
import rookery.database.PlayerDossier;
import rookery.database.PlayerDossier.Results;
import rookery.database.repertoire.RepertoireDraft;

/** A player's dossier as one self-contained HTML page: its styles inline, its plots SVG, no script and nothing fetched. */
final class DossierHtml {

    private static final int PLOT_WIDTH = 640;
    private static final int PLOT_HEIGHT = 220;
    private static final int MARGIN = 40;

    private DossierHtml() {
    }

    static String page(PlayerDossier dossier) {
        StringBuilder html = new StringBuilder(16_384);
        html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(escape(dossier.player()))
                .append(" - Rookery player dossier</title><style>")
                .append("body{font-family:sans-serif;margin:2em;color:#222;max-width:980px}h1{margin-bottom:0}")
                .append("table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{padding:2px 10px;text-align:left;border-bottom:1px solid #ddd}")
                .append("td.n{text-align:right}.bar{display:inline-block;height:10px}.w{background:#eee;border:1px solid #999}")
                .append(".d{background:#aaa}.l{background:#333}ul.tree{list-style:none;padding-left:1.2em;margin:0}")
                .append("section{display:inline-block;vertical-align:top;margin-right:2em}</style></head><body>\n");
        html.append("<h1>").append(escape(dossier.player())).append("</h1><p>").append(dossier.games()).append(" games");
        if (dossier.firstYear() > 0) {
            html.append(", ").append(dossier.firstYear()).append("–").append(dossier.lastYear());
        }
        html.append("</p>\n<h2>Rating over time</h2>\n").append(ratingPlot(dossier.ratings()));
        html.append("<h2>Results</h2>").append(resultsHead(""));
        resultRow(html, "as White", dossier.asWhite());
        resultRow(html, "as Black", dossier.asBlack());
        html.append("</table><h2>By the opponent's rating</h2>").append(resultsHead("opponent"));
        dossier.byOpponentRating().forEach(band -> resultRow(html, band.label(), band.results()));
        html.append("</table><h2>Repertoire</h2><section><h3>As White</h3>");
        tree(html, dossier.whiteRepertoire());
        html.append("</section><section><h3>As Black</h3>");
        tree(html, dossier.blackRepertoire());
        html.append("</section><h2>Frequent opponents</h2>").append(resultsHead("opponent"));
        dossier.opponents().forEach(opponent -> resultRow(html, opponent.name(), opponent.results()));
        html.append("</table><h2>Best wins</h2>");
        games(html, dossier.bestWins());
        html.append("<h2>Worst losses</h2>");
        games(html, dossier.worstLosses());
        html.append("<h2>Endgames reached</h2>").append(resultsHead("material"));
        dossier.endgames().forEach(endgame -> resultRow(html, endgame.signature(), endgame.results()));
        html.append("</table><h2>Prepare</h2><p>The player's moves in <code>").append(escape(dossier.prepare().fen()))
                .append("</code></p><table><tr><th>move</th><th>games</th><th>score</th></tr>");
        for (MoveStatistics move : dossier.prepare().moves()) {
            html.append("<tr><td>").append(escape(move.san())).append("</td><td class=\"n\">").append(move.games())
                    .append("</td><td class=\"n\">").append(percent(move.score())).append("</td></tr>");
        }
        return html.append("</table></body></html>\n").toString();
    }

    /** The player's yearly mean rating as an SVG line with its axes. */
    static String ratingPlot(List<PlayerDossier.RatingYear> ratings) {
        if (ratings.isEmpty()) {
            return "<p>No rated games.</p>\n";
        }
        int firstYear = ratings.get(0).year();
        int lastYear = Math.max(firstYear + 1, ratings.get(ratings.size() - 1).year());
        int low = ratings.stream().mapToInt(PlayerDossier.RatingYear::elo).min().orElseThrow() / 100 * 100;
        int high = (ratings.stream().mapToInt(PlayerDossier.RatingYear::elo).max().orElseThrow() / 100 + 1) * 100;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(PLOT_WIDTH).append("\" height=\"").append(PLOT_HEIGHT)
                .append("\" role=\"img\" aria-label=\"rating by year\"><rect width=\"100%\" height=\"100%\" fill=\"#fafafa\"/>");
        for (int elo = low; elo <= high; elo += 100) {
            double y = y(elo, low, high);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>", MARGIN, y,
                    PLOT_WIDTH - 10, y));
            svg.append(String.format(Locale.ROOT, "<text x=\"2\" y=\"%.1f\" font-size=\"11\">%d</text>", y + 4, elo));
        }
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"11\">%d</text>", MARGIN, PLOT_HEIGHT - 4, firstYear));
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">%d</text>", PLOT_WIDTH - 10,
                PLOT_HEIGHT - 4, lastYear));
        StringBuilder points = new StringBuilder();
        for (PlayerDossier.RatingYear year : ratings) {
            double x = x(year.year(), firstYear, lastYear);
            double y = y(year.elo(), low, high);
            points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#1565c0\"><title>%d: %d (%d games)</title>"
                    + "</circle>", x, y, year.year(), year.elo(), year.games()));
        }
        svg.append("<polyline fill=\"none\" stroke=\"#1565c0\" stroke-width=\"2\" points=\"").append(points.toString().strip())
                .append("\"/></svg>\n");
        return svg.toString();
    }

    private static double x(int year, int first, int last) {
        return MARGIN + (double) (year - first) * (PLOT_WIDTH - MARGIN - 20) / (last - first);
    }

    private static double y(int elo, int low, int high) {
        return 10 + (double) (high - elo) * (PLOT_HEIGHT - 40) / (high - low);
    }

    /** A table of results opened with its header row, the first column named {@code label}. */
    private static String resultsHead(String label) {
        return "<table><tr><th>" + label + "</th><th>games</th><th>+</th><th>=</th><th>−</th><th>score</th><th></th></tr>";
    }

    private static void resultRow(StringBuilder html, String label, Results results) {
        html.append("<tr><td>").append(escape(label)).append("</td><td class=\"n\">").append(results.games()).append("</td><td class=\"n\">")
                .append(results.wins()).append("</td><td class=\"n\">").append(results.draws()).append("</td><td class=\"n\">")
                .append(results.losses()).append("</td><td class=\"n\">").append(percent(results.score())).append("</td><td>")
                .append(bar(results)).append("</td></tr>");
    }

    /** Wins, draws and losses as an inline SVG bar, 200 pixels wide. */
    private static String bar(Results results) {
        if (results.games() == 0) {
            return "";
        }
        double win = 200.0 * results.wins() / results.games();
        double draw = 200.0 * results.draws() / results.games();
        return String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"10\">"
                + "<rect width=\"%.1f\" height=\"10\" fill=\"#eee\" stroke=\"#999\"/><rect x=\"%.1f\" width=\"%.1f\" height=\"10\" fill=\"#aaa\"/>"
                + "<rect x=\"%.1f\" width=\"%.1f\" height=\"10\" fill=\"#333\"/></svg>", win, win, draw, win + draw, 200 - win - draw);
    }

    private static void tree(StringBuilder html, List<RepertoireDraft.Node> nodes) {
        if (nodes.isEmpty()) {
            return;
        }
        html.append("<ul class=\"tree\">");
        for (RepertoireDraft.Node node : nodes) {
            html.append("<li><b>").append(escape(node.figures().san())).append("</b> ").append(node.figures().games()).append(" games, ")
                    .append(String.format(Locale.ROOT, "%.0f%%", node.figures().share())).append(", score ")
                    .append(percent(node.figures().score()));
            tree(html, node.children());
            html.append("</li>");
        }
        html.append("</ul>");
    }

    private static void games(StringBuilder html, List<GameHeader> games) {
        html.append("<table>");
        for (GameHeader game : games) {
            html.append("<tr><td>").append(escape(PlayerReportCommand.game(game))).append("</td><td>")
                    .append(escape(game.event() == null ? "" : game.event())).append("</td></tr>");
        }
        html.append("</table>");
    }

    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.1f%%", value);
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
