-- wrk script of the explorer benchmark: cycles through the request paths in the file PATHS
-- (env), each connection waiting DELAY_MS (env) between its requests, so that the rate is
-- connections x 1000 / DELAY_MS requests per second; reports latency percentiles and errors.
local paths = {}
for line in io.lines(os.getenv("PATHS")) do paths[#paths + 1] = line end
local endpoint = os.getenv("ENDPOINT") or "/masters"
local delay_ms = tonumber(os.getenv("DELAY_MS") or "0")
local counter = 0

function setup(thread)
  thread:set("offset", counter * 997)
  counter = counter + 1
end

function init(args)
  next_index = offset or 0
end

function request()
  next_index = next_index + 1
  return wrk.format("GET", endpoint .. paths[(next_index % #paths) + 1])
end

function delay()
  return delay_ms
end

function done(summary, latency, requests)
  io.write(string.format("requests %d  non-2xx/3xx %d  socket errors %d/%d/%d/%d\n", summary.requests,
    summary.errors.status, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  for _, p in ipairs({50, 90, 99, 99.9}) do
    io.write(string.format("p%s %.2f ms\n", p, latency:percentile(p) / 1000))
  end
  io.write(string.format("max %.2f ms  rate %.1f req/s\n", latency.max / 1000, summary.requests / (summary.duration / 1e6)))
end
