import type { SNSClient } from '@aws-sdk/client-sns';
import type { SmsSender } from '../../ports/sms-sender.ts';

let client: SNSClient | undefined;

/**
 * SMS through SNS, straight to the phone number (no topic), as transactional messages. The SDK
 * module is loaded with the first message, not at cold start.
 */
export function snsSmsSender(input: { region: string }): SmsSender {
  return {
    async send(message) {
      const { PublishCommand, SNSClient } = await import('@aws-sdk/client-sns');
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
