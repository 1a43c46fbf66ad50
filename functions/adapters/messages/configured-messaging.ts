import type { Config } from '../../config.ts';
import type { Mailer } from '../../ports/mailer.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';
import { type LocalStandIns, requireLocal } from '../local-stand-ins.ts';
import { sesMailer } from './ses-mailer.ts';
import { snsSmsSender } from './sns-sms-sender.ts';

/** The mailer a configuration selects (MAIL_TRANSPORT). */
export function configuredMailer(config: Config, local?: LocalStandIns): Mailer {
  const { MAIL_TRANSPORT, MAIL_FROM, AWS_REGION } = config;
  if (MAIL_TRANSPORT === 'local') return requireLocal(local, 'MAIL_TRANSPORT').mailer(config);
  return sesMailer({ from: MAIL_FROM, region: AWS_REGION });
}

/** The SMS sender a configuration selects (SMS_TRANSPORT). */
export function configuredSmsSender(config: Config, local?: LocalStandIns): SmsSender {
  const { SMS_TRANSPORT, AWS_REGION } = config;
  if (SMS_TRANSPORT === 'local') return requireLocal(local, 'SMS_TRANSPORT').smsSender(config);
  return snsSmsSender({ region: AWS_REGION });
}
