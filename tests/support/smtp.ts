import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the mail server took it: its envelope, its raw source and the parsed message. */
export interface DeliveredMail {
  /** The envelope's sender (MAIL FROM) and recipients (RCPT TO). */
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpOptions {
  /** Answer every RCPT TO with 550, as a server that refuses the recipient. */
  rejectRecipients?: boolean;
  /** Answer every RCPT TO with 451, as a server that cannot take the recipient for now. */
  deferRecipients?: boolean;
  /** The port to listen on (a mail server coming back where it was); any free one if not given. */
  port?: number;
}

export interface InProcessSmtp {
  port: number;
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
export async function startSmtp({
  rejectRecipients = false,
  deferRecipients = false,
  port = 0,
}: SmtpOptions = {}): Promise<InProcessSmtp> {
  const messages: DeliveredMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejectRecipients) return callback(Object.assign(new Error("Recipient refused"), { responseCode: 550 }));
      if (deferRecipients) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw)
          .then((parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            messages.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    to: (address) => messages.filter((message) => message.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
