// Imported first by a benchmark: the libraries load as `npm start` loads them (scripts/start.mjs sets NODE_ENV before
// it imports the server), React's production build among them, whose render of an email takes a quarter of the
// development build's time.
process.env.NODE_ENV ??= "production";
