import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsSender } from '../../ports/sms-sender.ts';

let client: SNSClient | undefined;

/** SMS through SNS, straight to the phone number (no topic), as transactional messages. */
export function snsSmsSender(input: { region: string }): SmsSender {
  return {
    async send(message) {
      client ??= new SNSClient({ region: input.region });
      await client.send(
        new PublishCommand({
          PhoneNumber: message.to,
          Message: message.text,
          MessageAttributes: {
            'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
            'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: 'Okisnavn' },
          },
        }),
      );
    },
  };
}
