import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../../ports/mailer.ts';
import { traced } from '../tracing/xray-subsegments.ts';

let client: SESv2Client | undefined;

/**
 * E-mail through SES v2 from the one verified sender address. The SDK module is loaded with the
 * first message, not at cold start (most requests of the functions that can mail send none).
 */
export function sesMailer(input: { from: string; region: string }): Mailer {
  return {
    async send(message) {
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      client ??= new SESv2Client({ region: input.region });
      const ses = client;
      await traced('SES', { namespace: 'aws', operation: 'SendEmail' }, () =>
        ses.send(
          new SendEmailCommand({
            FromEmailAddress: input.from,
            Destination: { ToAddresses: [message.to] },
            Content: {
              Simple: {
                Subject: { Data: message.subject, Charset: 'UTF-8' },
                Body: {
                  Text: { Data: message.text, Charset: 'UTF-8' },
                  ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
                },
              },
            },
          }),
        ),
      );
    },
  };
}
