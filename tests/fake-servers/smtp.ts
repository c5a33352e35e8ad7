import net from "node:net";

/**
 * A tiny SMTP server on loopback for tests (docs/product/engineering-rules.md#testing: fakes only at the edge).
 * It speaks just enough SMTP for nodemailer: greeting, EHLO/HELO, MAIL FROM,
 * RCPT TO, DATA ending with <CRLF>.<CRLF>, RSET, NOOP and QUIT. No TLS, no auth.
 */

export interface ReceivedMail {
  /** The envelope sender (MAIL FROM) and recipients (RCPT TO). */
  from: string;
  to: string[];
  /** The message as sent after DATA, dot-unstuffed. */
  raw: string;
  /** Header names in lower case, values unfolded. */
  headers: Record<string, string>;
  subject: string;
  /** The body after the headers, with quoted-printable or base64 transfer encoding undone. */
  body: string;
}

export interface FakeSmtpOptions {
  /** Answer every RCPT TO with 550, as a server that refuses the recipient. */
  rejectRecipients?: boolean;
  /** The port to listen on (a mail server coming back where it was); any free one if not given. */
  port?: number;
}

export interface FakeSmtpServer {
  port: number;
  /** A URL for nodemailer's createTransport. */
  url: string;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "subject" | "body"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    headers,
    subject: headers.subject ?? "",
    body: decodeBody(body, headers["content-transfer-encoding"]),
  };
}

const address = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    socket.setEncoding("utf8");

    let buffer = "";
    let inData = false;
    let dataLines: string[] = [];
    let from = "";
    let to: string[] = [];
    const reply = (text: string) => socket.write(`${text}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      const argument = line.slice(line.indexOf(":") + 1);
      switch (verb) {
        case "EHLO":
          reply("250-fake-smtp greets you");
          reply("250 8BITMIME");
          return;
        case "HELO":
          reply("250 fake-smtp");
          return;
        case "MAIL":
          from = address(argument);
          to = [];
          reply("250 OK");
          return;
        case "RCPT":
          if (options.rejectRecipients) {
            reply("550 No such user here");
            return;
          }
          to.push(address(argument));
          reply("250 OK");
          return;
        case "DATA":
          if (to.length === 0) {
            reply("503 Need RCPT command");
            return;
          }
          inData = true;
          dataLines = [];
          reply("354 End data with <CR><LF>.<CR><LF>");
          return;
        case "RSET":
          from = "";
          to = [];
          reply("250 OK");
          return;
        case "NOOP":
          reply("250 OK");
          return;
        case "QUIT":
          reply("221 Bye");
          socket.end();
          return;
        default:
          reply("502 Command not implemented");
      }
    };

    const dataLine = (line: string) => {
      if (line !== ".") {
        dataLines.push(line.startsWith("..") ? line.slice(1) : line);
        return;
      }
      inData = false;
      const raw = dataLines.join("\r\n");
      messages.push({ from, to, raw, ...parseMessage(raw) });
      reply("250 OK: queued");
    };

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) dataLine(line);
        else command(line);
      }
    });

    reply("220 fake-smtp ESMTP ready");
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
