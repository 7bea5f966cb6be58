package rookery.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = "Checks the environment (JDK, display, database folder) and says what to fix.")
final class DoctorCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Print the checks as JSON.")
    boolean json;

    record Check(String name, boolean ok, String detail, String fix) {
    }

    @Override
    public Integer call() {
        List<Check> checks = new ArrayList<>();
        int javaVersion = Runtime.version().feature();
        checks.add(new Check("jdk", javaVersion >= 21, "Java " + Runtime.version() + " at " + System.getProperty("java.home"),
                "install a JDK 21 or newer (e.g. apt-get install openjdk-21-jdk) or set JAVA_HOME"));
        String display = System.getenv("DISPLAY");
        checks.add(new Check("display", display != null && !display.isBlank(),
                display == null ? "DISPLAY is not set" : "DISPLAY=" + display,
                "run under a desktop session, or start a virtual display: apt-get install xvfb; xvfb-run ./rookery"));
        Path home = Path.of(System.getProperty("user.home"), ".rookery");
        boolean writable = Files.isDirectory(home) ? Files.isWritable(home) : Files.isWritable(home.getParent());
        checks.add(new Check("data-folder", writable, home.toString(), "make " + home + " writable"));
        boolean allOk = checks.stream().allMatch(Check::ok);
        if (json) {
            StringBuilder out = new StringBuilder("{\"ok\":").append(allOk).append(",\"checks\":[");
            for (int i = 0; i < checks.size(); i++) {
                Check check = checks.get(i);
                out.append(i == 0 ? "" : ",")
                        .append("{\"name\":").append(Json.quote(check.name()))
                        .append(",\"ok\":").append(check.ok())
                        .append(",\"detail\":").append(Json.quote(check.detail()))
                        .append(check.ok() ? "" : ",\"fix\":" + Json.quote(check.fix()))
                        .append('}');
            }
            System.out.println(out.append("]}"));
        } else {
            for (Check check : checks) {
                System.out.printf("%-12s %-4s %s%n", check.name(), check.ok() ? "ok" : "FIX", check.detail());
                if (!check.ok()) {
                    System.out.printf("%-12s      -> %s%n", "", check.fix());
                }
            }
        }
        return allOk ? RookeryCommand.EXIT_OK : RookeryCommand.EXIT_FAILURE;
    }
}
