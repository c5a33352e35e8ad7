import net from "node:net";

/** An HTTP answer as read off the socket. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** A connection to a server driven byte by byte, as a slow or broken client would drive it. */
export interface RawConnection {
  socket: net.Socket;
  /** Writes text to the server, resolved once the bytes are handed to the system. */
  send(text: string): Promise<void>;
  /** The first answer the server sends on this connection, or null if it closes the connection without one. */
  answer: Promise<RawAnswer | null>;
  /** Resolved when the connection is closed, whoever closes it. */
  closed: Promise<void>;
}

/** The first whole answer in `text`, if it holds one (a body by Content-Length, or up to the close). */
function parseAnswer(text: string, ended: boolean): RawAnswer | null {
  const headEnd = text.indexOf("\r\n\r\n");
  if (headEnd === -1) return null;
  const [statusLine = "", ...lines] = text.slice(0, headEnd).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = text.slice(headEnd + 4);
  const length = headers["content-length"] === undefined ? null : Number(headers["content-length"]);
  if (length === null) return ended ? { status, headers, body: rest } : null;
  if (Buffer.byteLength(rest) < length) return null;
  return { status, headers, body: Buffer.from(rest).subarray(0, length).toString() };
}

/** Opens a TCP connection to 127.0.0.1:`port`, resolved once it is connected. */
export async function connectRaw(port: number): Promise<RawConnection> {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let settle: (answer: RawAnswer | null) => void = () => undefined;
  const answer = new Promise<RawAnswer | null>((resolve) => (settle = resolve));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    received += chunk;
    const parsed = parseAnswer(received, false);
    if (parsed) settle(parsed);
  });
  // A reset by the server is a close like any other here.
  socket.on("error", () => undefined);
  socket.once("close", () => settle(parseAnswer(received, true)));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    send: (text) =>
      new Promise<void>((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve()))),
    answer,
    closed,
  };
}

/** Sends one request on a new connection and reads its answer. */
export async function exchangeRaw(port: number, request: string): Promise<RawAnswer | null> {
  const connection = await connectRaw(port);
  try {
    await connection.send(request);
    return await connection.answer;
  } finally {
    connection.socket.destroy();
  }
}
