/** An e-mail from the portal's one sender (MAIL_FROM), already written in the reader's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: SES v2 in AWS, the local outbox (/dev/mail) in the local runtime. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
