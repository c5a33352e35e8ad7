export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends email. Every message is first kept in the outbox table, whatever the transport. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}
