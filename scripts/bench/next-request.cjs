// What each request of a scenario carries that the one before did not: a new client_id in place
// of the placeholder (a new game, not a retry, named as the app names it) and, when children take turns, the next child's id
// (in the body and the path) and token. CommonJS, because autocannon's worker thread requires its setupRequest by path
// (functions cannot cross threads); open-loop-worker.mjs uses the same rules.
const CLIENT_ID = "00000000-0000-4000-8000-000000000000";
const CHILD_ID = "00000000-0000-4000-8000-00000000c41d";
const CHILD_TOKEN = "bench-child-token-placeholder";

/**
 * A new game's client_id as the app's client makes it (shared/ids/time-ordered-id.ts, decision 0068): a version 7
 * UUID, its first 48 bits the time in milliseconds, the rest of a version 4's random bits.
 */
function newClientId() {
  const time = Date.now().toString(16).padStart(12, "0");
  return `${time.slice(0, 8)}-${time.slice(8)}-7${crypto.randomUUID().slice(15)}`;
}

/** The players (`{ childId, childToken }`) in turn, starting at a random one so that two loads do not march in step. */
function nextRequestFor(players) {
  let turn = players.length > 0 ? Math.floor(Math.random() * players.length) : 0;
  return function nextRequest(request) {
    let body = request.body === undefined ? undefined : String(request.body).replace(CLIENT_ID, newClientId());
    let headers = request.headers;
    let path = request.path;
    if (players.length > 0) {
      const player = players[turn++ % players.length];
      if (body !== undefined) body = body.replace(CHILD_ID, player.childId);
      if (path !== undefined) path = String(path).replace(CHILD_ID, player.childId);
      headers = {
        ...headers,
        authorization: String(headers?.authorization ?? "").replace(CHILD_TOKEN, player.childToken),
      };
    }
    return { ...request, headers, body, path };
  };
}

/** For autocannon: the players come from BENCH_PLAYERS (JSON), set by run.ts before the load starts. */
const fromEnvironment = nextRequestFor(JSON.parse(process.env.BENCH_PLAYERS || "[]"));

module.exports = fromEnvironment;
module.exports.nextRequestFor = nextRequestFor;
module.exports.placeholders = { CLIENT_ID, CHILD_ID, CHILD_TOKEN };
