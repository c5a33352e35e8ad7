import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

// The widget without its bundled workers: the one algorithm the server issues runs in a worker file served
// from this origin, so the Content-Security-Policy needs no blob: or inline script.
globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());
