/** A text message to a phone number in E.164 form (`+298123456`). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends SMS: SNS in AWS, the local outbox (/dev/mail) in the local runtime. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
