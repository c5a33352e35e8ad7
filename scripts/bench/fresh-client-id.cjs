// Required by autocannon's worker thread (functions cannot cross threads, file paths can):
// every request of the save scenario gets a new client_id in place of the placeholder.
const PLACEHOLDER = "00000000-0000-4000-8000-000000000000";

module.exports = function freshClientId(request) {
  return { ...request, body: String(request.body).replace(PLACEHOLDER, crypto.randomUUID()) };
};
