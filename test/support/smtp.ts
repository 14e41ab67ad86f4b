import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message the test's mail server received: its envelope's recipients, who signed in, and the message. */
export type Received = { to: string[]; user: unknown; mail: ParsedMail };

/** The portal signs in to the mail server with these (the password must never reach the log). */
export const SMTP_USER = "portal-mailer";
export const SMTP_PASSWORD = "smtp-Pa55word-never-logged";

/** SMTP_URL for a server started by `startSmtp` on `port`. */
export const smtpUrl = (port: number) => `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;

/** A real SMTP server on 127.0.0.1:`port`, keeping what it receives. */
export async function startSmtp(port: number, inbox: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    // On the loopback address, without TLS: sign-in in plain text is allowed here.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), user: session.user, mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
