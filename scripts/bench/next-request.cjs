// What each request of a scenario carries that the one before did not: a new client_id in place
// of the placeholder (a new game, not a retry) and, when children take turns, the next child's id
// and token. CommonJS, because autocannon's worker thread requires its setupRequest by path
// (functions cannot cross threads); open-loop-worker.mjs uses the same rules.
const CLIENT_ID = "00000000-0000-4000-8000-000000000000";
const CHILD_ID = "00000000-0000-4000-8000-00000000c41d";
const CHILD_TOKEN = "bench-child-token-placeholder";

/** The players (`{ childId, childToken }`) in turn, starting at a random one so that two loads do not march in step. */
function nextRequestFor(players) {
  let turn = players.length > 0 ? Math.floor(Math.random() * players.length) : 0;
  return function nextRequest(request) {
    let body = request.body === undefined ? undefined : String(request.body).replace(CLIENT_ID, crypto.randomUUID());
    let headers = request.headers;
    if (players.length > 0) {
      const player = players[turn++ % players.length];
      if (body !== undefined) body = body.replace(CHILD_ID, player.childId);
      headers = {
        ...headers,
        authorization: String(headers?.authorization ?? "").replace(CHILD_TOKEN, player.childToken),
      };
    }
    return { ...request, headers, body };
  };
}

/** For autocannon: the players come from BENCH_PLAYERS (JSON), set by run.ts before the load starts. */
const fromEnvironment = nextRequestFor(JSON.parse(process.env.BENCH_PLAYERS || "[]"));

module.exports = fromEnvironment;
module.exports.nextRequestFor = nextRequestFor;
module.exports.placeholders = { CLIENT_ID, CHILD_ID, CHILD_TOKEN };
