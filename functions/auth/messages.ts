import { formatNotificationDate } from '#shared/format.ts';
import type { Locale } from '#shared/locales.ts';
import { limits } from '#shared/schemas/auth.ts';
import { htmlMail } from '../mail/mail-html.ts';
import type { CodePurpose } from './codes.ts';

/**
 * What the accounts send by e-mail and SMS, in Faroese and English. Rules: the code is the only
 * 6-digit number in a text (tests and people find it by that); the only links point to the
 * portal's own origin (PUBLIC_URL), so a phisher has no other address to imitate. New Faroese
 * texts are marked `// review:` for a native speaker.
 */
export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
}

const minutes = limits.codeLifetimeSeconds / 60;

type CodeTexts = (code: string, origin: string) => { subject: string; paragraphs: string[] };

const codeMails: Record<Exclude<CodePurpose, 'phone-verification'>, Record<Locale, CodeTexts>> = {
  login: {
    fo: (code, origin) => ({
      subject: 'Kotan at rita inn á Økisnavn', // review:
      paragraphs: [
        `Kotan at rita inn er: ${code}`, // review:
        `Hon er galdandi í ${minutes} minuttir og kann bert brúkast eina ferð.`, // review:
        `Royndi tú ikki at rita inn? So kennir onkur loyniorðið hjá tær. Broyt tað beinanvegin á ${origin}/my-user`, // review:
      ],
    }),
    en: (code, origin) => ({
      subject: 'Your Økisnavn sign-in code',
      paragraphs: [
        `Your sign-in code is: ${code}`,
        `It is valid for ${minutes} minutes and can be used once.`,
        `Did you not try to sign in? Then someone knows your password. Change it at once at ${origin}/my-user`,
      ],
    }),
  },
  'email-verification': {
    fo: (code, origin) => ({
      subject: 'Vátta teldubústað', // spec: the page title
      paragraphs: [
        'Takk fyri, at tú stovnaði ein brúkara á Økisnavn.', // review:
        `Kotan at vátta teldubústaðin er: ${code}`, // review:
        `Hon er galdandi í ${minutes} minuttir. Skriva hana á ${origin}/email-verification`, // review:
        'Hevur tú ikki stovnað ein brúkara, kanst tú síggja burtur frá hesum teldubrævinum.', // review:
      ],
    }),
    en: (code, origin) => ({
      subject: 'Verify e-mail',
      paragraphs: [
        'Thank you for creating a user at Økisnavn.',
        `Your code to verify this e-mail address is: ${code}`,
        `It is valid for ${minutes} minutes. Enter it at ${origin}/email-verification`,
        'If you did not create a user, you can ignore this e-mail.',
      ],
    }),
  },
  'email-change': {
    fo: (code) => ({
      subject: 'Vátta nýggja teldubústaðin', // review:
      paragraphs: [
        'Tú hevur biðið um at broyta teldubústaðin hjá tær á Økisnavn til hendan.', // review:
        `Kotan at vátta hann er: ${code}`, // review:
        `Hon er galdandi í ${minutes} minuttir.`, // review:
        'Hevur tú ikki biðið um hetta, kanst tú síggja burtur frá hesum teldubrævinum.', // review:
      ],
    }),
    en: (code) => ({
      subject: 'Verify your new e-mail address',
      paragraphs: [
        'You asked to change the e-mail address of your Økisnavn user to this one.',
        `Your code to verify it is: ${code}`,
        `It is valid for ${minutes} minutes.`,
        'If you did not ask for this, you can ignore this e-mail.',
      ],
    }),
  },
  'claim-email': {
    fo: (code, origin) => ({
      subject: 'Vátta teldubústaðin fyri at krevja økisnøvn', // review:
      paragraphs: [
        'Onkur, sum er innritaður á Økisnavn, vil vátta, at hesin teldubústaðurin er hansara, fyri at krevja tey .fo-økisnøvn, sum eru skrásett undir honum.', // review:
        `Kotan er: ${code}`, // review:
        `Hon er galdandi í ${minutes} minuttir. Skriva hana á ${origin}/my-user`, // review:
        'Hevur tú ikki biðið um hetta, so gev ongum kotuna: við henni kunnu økisnøvnini flytast til ein annan brúkara.', // review:
      ],
    }),
    en: (code, origin) => ({
      subject: 'Confirm this e-mail address to claim domains',
      paragraphs: [
        'Someone signed in to Økisnavn wants to confirm that this e-mail address is theirs, to claim the .fo domains registered under it.',
        `The code is: ${code}`,
        `It is valid for ${minutes} minutes. Enter it at ${origin}/my-user`,
        'If you did not ask for this, do not give the code to anyone: with it, the domains can be moved to another user.',
      ],
    }),
  },
  'authenticator-setup': {
    fo: (code, origin) => ({
      subject: 'Kotan at seta váttanarforrit í gildi', // review:
      paragraphs: [
        'Tú hevur biðið um at seta eitt váttanarforrit í gildi á brúkaranum hjá tær á Økisnavn.', // review:
        `Kotan er: ${code}`, // review:
        `Hon er galdandi í ${minutes} minuttir. Skriva hana á ${origin}/my-user`, // review:
        `Hevur tú ikki biðið um hetta, so kennir onkur loyniorðið hjá tær: gev ongum kotuna, og broyt loyniorðið beinanvegin á ${origin}/my-user`, // review:
      ],
    }),
    en: (code, origin) => ({
      subject: 'Your code to turn on an authenticator app',
      paragraphs: [
        'You asked to turn on an authenticator app for your Økisnavn user.',
        `The code is: ${code}`,
        `It is valid for ${minutes} minutes. Enter it at ${origin}/my-user`,
        `If you did not ask for this, someone knows your password: do not give the code to anyone, and change your password at once at ${origin}/my-user`,
      ],
    }),
  },
  'eid-linking': {
    fo: (code) => ({
      subject: 'Knýt talgilda samleikan at brúkaranum', // review:
      paragraphs: [
        'Onkur vil knýta ein talgildan samleika at brúkaranum við hesum teldubústaði á Økisnavn.', // review:
        `Kotan er: ${code}`, // review:
        `Hon er galdandi í ${minutes} minuttir. Hevur tú ikki biðið um hetta, so gev ongum kotuna.`, // review:
      ],
    }),
    en: (code) => ({
      subject: 'Link your national e-ID to your user',
      paragraphs: [
        'Someone wants to link a national e-ID to the Økisnavn user with this e-mail address.',
        `The code is: ${code}`,
        `It is valid for ${minutes} minutes. If you did not ask for this, do not give the code to anyone.`,
      ],
    }),
  },
};

const codeSmsTexts: Record<'login' | 'phone-verification', Record<Locale, (code: string) => string>> = {
  login: {
    fo: (code) => `Økisnavn: kotan at rita inn er ${code}. Hon er galdandi í ${minutes} minuttir.`, // review:
    en: (code) => `Økisnavn: your sign-in code is ${code}. It is valid for ${minutes} minutes.`,
  },
  'phone-verification': {
    fo: (code) => `Økisnavn: kotan at vátta telefonnummarið er ${code}. Hon er galdandi í ${minutes} minuttir.`, // review:
    en: (code) => `Økisnavn: your code to verify this phone number is ${code}. It is valid for ${minutes} minutes.`,
  },
};

const resetMails: Record<Locale, (link: string) => { subject: string; paragraphs: string[] }> = {
  fo: (link) => ({
    subject: 'Set nýtt loyniorð', // review:
    paragraphs: [
      'Vit hava fingið eina umbøn um at seta nýtt loyniorð til brúkaran hjá tær á Økisnavn.', // review:
      `Set nýtt loyniorð her: ${link}`, // review:
      'Leinkjurin er galdandi í ein tíma og kann bert brúkast eina ferð.', // review:
      'Hevur tú ikki biðið um hetta, kanst tú síggja burtur frá hesum teldubrævinum. Loyniorðið verður ikki broytt.', // review:
    ],
  }),
  en: (link) => ({
    subject: 'Set a new password',
    paragraphs: [
      'We received a request to set a new password for your Økisnavn user.',
      `Set a new password here: ${link}`,
      'The link is valid for one hour and can be used once.',
      'If you did not ask for this, you can ignore this e-mail. Your password will not change.',
    ],
  }),
};

const noResetLinkMails: Record<Locale, (origin: string) => { subject: string; paragraphs: string[] }> = {
  fo: (origin) => ({
    subject: 'Umbønin um nýtt loyniorð', // review:
    paragraphs: [
      'Vit hava fingið eina umbøn um at seta nýtt loyniorð til ein brúkara á Økisnavn við hesum teldubústaði.', // review:
      'Eingin brúkari við hesum teldubústaði ritar inn við loyniorði, so vit hava ikki sent nakran leinki.', // review:
      'Hevur tú ein brúkara við øðrum teldubústaði, so bið um leinkið til hann.', // review:
      `Ritar tú inn við talgilda samleikanum, so rita inn við honum her: ${origin}/login`, // review:
      'Hevur tú ikki biðið um hetta, kanst tú síggja burtur frá hesum teldubrævinum.', // review:
    ],
  }),
  en: (origin) => ({
    subject: 'Your request for a new password',
    paragraphs: [
      'We received a request to set a new password for an Økisnavn user with this e-mail address.',
      'No user with this address signs in with a password, so we have sent no link.',
      'If you have a user with another e-mail address, ask for the link to that one.',
      `If you sign in with the national e-ID, sign in with it here: ${origin}/login`,
      'If you did not ask for this, you can ignore this e-mail.',
    ],
  }),
};

const passwordGuessingMails: Record<Locale, (origin: string, pausedUntil: string) => { subject: string; paragraphs: string[] }> = {
  fo: (origin, pausedUntil) => ({
    subject: 'Onkur roynir at rita inn á brúkaran hjá tær á Økisnavn', // review:
    paragraphs: [
      'Onkur hevur roynt at rita inn á brúkaran hjá tær á Økisnavn við skeivum loyniorði nógvar ferðir seinasta tíman, frá fleiri støðum.', // review:
      `Fyri at verja brúkaran er innritan við loyniorði steðgað til ${pausedUntil}. Loyniorðið hjá tær er ikki broytt.`, // review:
      `Innritan krevur eisini kotuna, sum vit senda tær við telduposti: gev ongum hana. Brúkar tú loyniorðið aðrastaðni, ella heldur tú, at onkur kennir tað, so set eitt nýtt her: ${origin}/login/forgot-password`, // review:
      'Er brúkarin knýttur at talgilda samleikanum, kanst tú rita inn við honum imeðan.', // review:
    ],
  }),
  en: (origin, pausedUntil) => ({
    subject: 'Someone is trying to sign in to your Økisnavn user',
    paragraphs: [
      'Someone has tried to sign in to your Økisnavn user with a wrong password many times in the last hour, from several places.',
      `To protect your user, signing in with a password is paused until ${pausedUntil}. Your password has not been changed.`,
      `Signing in also needs the code we e-mail you: never give it to anyone. If you use this password anywhere else, or think someone knows it, set a new one here: ${origin}/login/forgot-password`,
      'If your user is linked to the national e-ID, you can sign in with it meanwhile.',
    ],
  }),
};

/** Plain text and the HTML part (mail-html.ts: escaped, links only to our origin). */
function written(locale: Locale, subject: string, paragraphs: string[], origin: string): WrittenMail {
  return { subject, text: paragraphs.join('\n\n'), html: htmlMail({ locale, subject, paragraphs, origin }) };
}

/** The e-mail carrying a code of a purpose, in the reader's language. */
export function codeEmail(purpose: Exclude<CodePurpose, 'phone-verification'>, code: string, locale: Locale, origin: string): WrittenMail {
  const { subject, paragraphs } = codeMails[purpose][locale](code, origin);
  return written(locale, subject, paragraphs, origin);
}

/** The SMS carrying a sign-in or phone-verification code. */
export function codeSms(purpose: 'login' | 'phone-verification', code: string, locale: Locale): string {
  return codeSmsTexts[purpose][locale](code);
}

/** The password-reset link: `${origin}/login/reset-password/<token>?email=<address>` (the page shows the address instead of asking for it). */
export function resetPasswordEmail(token: string, email: string, locale: Locale, origin: string): WrittenMail {
  const { subject, paragraphs } = resetMails[locale](`${origin}/login/reset-password/${token}?email=${encodeURIComponent(email)}`);
  return written(locale, subject, paragraphs, origin);
}

/**
 * Forgot password for an address without a password user (none, or e-ID only): one e-mail, as
 * a user with a password gets, without a link.
 */
export function noResetLinkEmail(locale: Locale, origin: string): WrittenMail {
  const { subject, paragraphs } = noResetLinkMails[locale](origin);
  return written(locale, subject, paragraphs, origin);
}

/** Tells the owner that wrong passwords from many places paused password sign-in until `pausedUntil`. */
export function passwordGuessingEmail(pausedUntil: Date, locale: Locale, origin: string): WrittenMail {
  const { subject, paragraphs } = passwordGuessingMails[locale](origin, formatNotificationDate(pausedUntil, locale));
  return written(locale, subject, paragraphs, origin);
}
