import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the mail server took it: its envelope, its raw source and the parsed message. */
export interface DeliveredMail {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface InProcessSmtp {
  /** A URL for nodemailer's createTransport (createMailer's smtpUrl). */
  url: string;
  messages: DeliveredMail[];
  /** The messages delivered to one address. */
  to(address: string): DeliveredMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) in the test's process, on a free loopback
 * port, that keeps every message it is given and parses it with mailparser:
 * mail tested as it travels, from nodemailer's encoding to a mail app's reading.
 */
export async function startSmtp(): Promise<InProcessSmtp> {
  const messages: DeliveredMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((message) => message.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
