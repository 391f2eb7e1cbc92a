// test_tls_lang.mjs TABULA OUTDIR — serve --web with --tls-cert/--tls-key
// (a self-signed certificate made by openssl now, for 127.0.0.1) prints
// https:// links that answer 200, and a browser whose language is Polish
// sits at the table over wss with the page saying lang="pl"; serve's log
// names the browser's address.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { request } from "node:https";
import { check, launch, link, serve, until } from "./webkit.mjs";

const [tabula, outdir] = process.argv.slice(2);
mkdirSync(outdir, { recursive: true });
const cert = `${outdir}/cert.pem`, key = `${outdir}/key.pem`;
execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
  "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"], { stdio: "ignore" });
const srv = await serve(tabula, ["serve", "face-to-face", "--players", "2", "--seat", "1=human",
  "--seed", "5", "--port", "0", "--web", "--tls-cert", cert, "--tls-key", key], /^watch web /);
const seat1 = link(srv.lines, /^seat 1 web /);
check(/^https:\/\/127\.0\.0\.1:\d+\/#token=[0-9a-f]{64}$/.test(seat1), "with TLS the printed links say https://");
const get = (url) => new Promise((resolve, reject) => {
  request(url, { rejectUnauthorized: false }, (r) => { r.resume(); r.on("end", () => resolve(r.statusCode)); })
    .on("error", reject).end();
});
const base = seat1.split("#")[0];
check(await get(base) === 200, `GET ${base} over TLS answers 200`);
check(await get(base + "words.js") === 200, "GET words.js over TLS answers 200");

const browser = await launch(["--ignore-certificate-errors", "--lang=pl"]);
try {
  const p = await browser.newPage();
  await p.setExtraHTTPHeaders({ "Accept-Language": "pl" });
  await p.evaluateOnNewDocument(() => {
    Object.defineProperty(navigator, "languages", { get: () => ["pl-PL", "pl"] });
  });
  await p.goto(seat1);
  await until("seat 1 seated over wss", () =>
    p.evaluate(() => document.querySelectorAll('[data-testid="hand"] [data-card]').length > 0));
  check(await p.evaluate(() => document.documentElement.lang) === "pl", "a Polish browser's page says lang=\"pl\"");
  check(await p.$eval("#moves-h", (e) => e.textContent) === "Ruchy", "its words come from po/pl.po (\"Moves\" is \"Ruchy\")");
  await p.select("#lang", "es");
  check(await p.evaluate(() => document.documentElement.lang) === "es", "the switch turns the page to Spanish (lang=\"es\")");
  // The log names the browser's address over TLS too (it said "web ?":
  // every TLS visitor then shared one address's limits).
  check(/connection \d+ \(web 127\.0\.0\.1:\d+\): seat 1/.test(srv.stderr) && !/\(web \?\)/.test(srv.stderr),
    `serve's log names the TLS browser's address: ${srv.stderr.slice(-400)}`);
} finally {
  await browser.close();
  srv.proc.kill();
}
