// webkit.mjs — what the browser tests share: start `tabula serve` and read
// the lines it prints, launch headless Chromium (Debian's, never a
// download), wait for a condition with a bound, fail with a message.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

export function fail(msg) {
  console.error("FAIL: " + msg);
  process.exit(1);
}

export function check(cond, msg) {
  if (!cond) fail(msg);
  console.log("ok: " + msg);
}

// Start serve with args; resolves {proc, lines, stderr} once `until`
// matches a line of its standard output.
export function serve(tabula, args, until) {
  return new Promise((resolve, reject) => {
    const proc = spawn(tabula, args, { stdio: ["ignore", "pipe", "pipe"] });
    // fail() exits at once, past every finally: serve goes with the test.
    process.on("exit", () => { if (proc.exitCode === null) proc.kill(); });
    const lines = [];
    let stderr = "";
    proc.stderr.on("data", (d) => { stderr += d; });
    const rl = createInterface({ input: proc.stdout });
    const timer = setTimeout(() => reject(new Error("serve printed no links in 10 s: " + stderr)), 10000);
    rl.on("line", (l) => {
      lines.push(l);
      if (until.test(l)) { clearTimeout(timer); resolve({ proc, lines, get stderr() { return stderr; } }); }
    });
    proc.on("exit", (code) => { clearTimeout(timer); reject(new Error(`serve exited ${code}: ${stderr}`)); });
  });
}

export function launch(extra = []) {
  return puppeteer.launch({
    executablePath: process.env.TABULA_CHROMIUM || "/usr/bin/chromium",
    headless: true,
    dumpio: !!process.env.TABULA_WEB_DUMPIO,
    // Loopback only: no network services of the browser's own.  The tests
    // drive several pages of one browser at once: none may be throttled or
    // stop rendering as a tab in the background (a screenshot of such a page
    // waited for a frame that never came, on a busy machine).
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--disable-default-apps",
           "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
           "--disable-backgrounding-occluded-windows", ...extra],
  });
}

export async function until(what, fn, ms = 15000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) fail(`timed out (${ms} ms) waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

export function link(lines, re) {
  const l = lines.find((x) => re.test(x));
  if (!l) fail(`serve printed no line matching ${re}`);
  return l.split(" ").pop();
}

// serve's own end: the game over and its clients gone, it exits 0 (within
// ms); anything else (a sanitizer's report, a crash) fails with its stderr.
export function ended(srv, ms = 10000) {
  return new Promise((resolve) => {
    const done = (code, sig) => {
      clearTimeout(timer);
      if (code !== 0) fail(`serve ended with ${code ?? sig}:\n${srv.stderr}`);
      resolve();
    };
    const timer = setTimeout(() => { srv.proc.kill(); fail(`serve did not end within ${ms} ms after the game`); }, ms);
    if (srv.proc.exitCode !== null) done(srv.proc.exitCode, null);
    else srv.proc.on("exit", done);
  });
}
