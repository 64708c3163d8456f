/**
 * The mails of account access, in the recipient's language (her profile's translateI18n, else English), each with
 * a text and an HTML body: the set-password link of Create Teacher, the password reset link, the e-mail
 * verification link and the sign-in link of login retrieval. No mail ever carries a password.
 */
import type { Database } from '../../db/connect.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { linkLifetimeMinutes, type LinkPurpose } from './set-password-token.repository.ts';

export type MailLanguage = 'en' | 'af';

/**
 * The language she chose for the app (translateI18n); without one, Afrikaans when her profile's language is
 * (Create Teacher sets only that); else English.
 */
export function mailLanguageOf(
  profile: { translateI18n?: string | null; language?: string | null } | undefined,
): MailLanguage {
  const chosen = (profile?.translateI18n ?? '').trim().toLowerCase();
  if (chosen === 'af' || chosen === 'en') return chosen;
  return /^(af|afrikaans)$/i.test((profile?.language ?? '').trim()) ? 'af' : 'en';
}

export async function mailLanguageOfAccount(db: Database, accountId: string): Promise<MailLanguage> {
  const profile = await db
    .selectFrom('teacher_profile')
    .select(['translateI18n', 'language'])
    .where('ownerId', '=', accountId)
    .where('_deleted', '=', false)
    .orderBy('createdAt')
    .executeTakeFirst();
  return mailLanguageOf(profile);
}

interface MailWords {
  subject: string;
  /** Paragraphs before the link. */
  before: string[];
  button: string;
  /** Paragraphs after the link. */
  after: string[];
}

function lifetime(language: MailLanguage, purpose: LinkPurpose): string {
  const minutes = linkLifetimeMinutes[purpose];
  if (minutes < 120) return language === 'af' ? `${minutes} minute` : `${minutes} minutes`;
  return language === 'af' ? `${minutes / 60} uur` : `${minutes / 60} hours`;
}

const words: Record<MailLanguage, (purpose: LinkPurpose, to: string) => MailWords> = {
  en: (purpose, to) => {
    const expires = `The link works once and expires in ${lifetime('en', purpose)}.`;
    const ignore = 'If you did not ask for this e-mail, you can ignore it.';
    switch (purpose) {
      case 'set-password':
        return {
          subject: 'Set your Classroom Platform password',
          before: [
            'Hello,',
            'An account has been created for you on the Classroom Platform.',
            'Choose your password with this link:',
          ],
          button: 'Choose my password',
          after: [expires, `Then sign in with your e-mail address, ${to}, and the password you chose.`, ignore],
        };
      case 'reset-password':
        return {
          subject: 'Reset your Classroom Platform password',
          before: [
            'Hello,',
            'Someone asked to reset the password of your Classroom Platform account.',
            'Choose a new password with this link:',
          ],
          button: 'Choose a new password',
          after: [expires, 'Your old password keeps working until you choose a new one.', ignore],
        };
      case 'verify-email':
        return {
          subject: 'Confirm your e-mail address for the Classroom Platform',
          before: ['Hello,', `Welcome to the Classroom Platform. Please confirm that ${to} is your e-mail address:`],
          button: 'Confirm my e-mail address',
          after: [expires, ignore],
        };
      case 'sign-in':
        return {
          subject: 'Your Classroom Platform sign-in link',
          before: [
            'Hello,',
            `You asked for your login. Your username is your e-mail address, ${to}.`,
            'Sign in with this link:',
          ],
          button: 'Sign in',
          after: [expires, 'To choose a new password, use "Forgot password" on the sign-in page.', ignore],
        };
    }
  },
  af: (purpose, to) => {
    const expires = `Die skakel werk een keer en verval oor ${lifetime('af', purpose)}.`;
    const ignore = 'As jy nie vir hierdie e-pos gevra het nie, kan jy dit ignoreer.';
    switch (purpose) {
      case 'set-password':
        return {
          subject: 'Kies jou Classroom Platform-wagwoord',
          before: [
            'Hallo,',
            '’n Rekening is vir jou op die Classroom Platform geskep.',
            'Kies jou wagwoord met hierdie skakel:',
          ],
          button: 'Kies my wagwoord',
          after: [expires, `Meld dan aan met jou e-posadres, ${to}, en die wagwoord wat jy gekies het.`, ignore],
        };
      case 'reset-password':
        return {
          subject: 'Stel jou Classroom Platform-wagwoord terug',
          before: [
            'Hallo,',
            'Iemand het gevra om die wagwoord van jou Classroom Platform-rekening terug te stel.',
            'Kies ’n nuwe wagwoord met hierdie skakel:',
          ],
          button: 'Kies ’n nuwe wagwoord',
          after: [expires, 'Jou ou wagwoord werk steeds totdat jy ’n nuwe een kies.', ignore],
        };
      case 'verify-email':
        return {
          subject: 'Bevestig jou e-posadres vir die Classroom Platform',
          before: ['Hallo,', `Welkom by die Classroom Platform. Bevestig asseblief dat ${to} jou e-posadres is:`],
          button: 'Bevestig my e-posadres',
          after: [expires, ignore],
        };
      case 'sign-in':
        return {
          subject: 'Jou Classroom Platform-aanmeldskakel',
          before: [
            'Hallo,',
            `Jy het vir jou aanmelding gevra. Jou gebruikersnaam is jou e-posadres, ${to}.`,
            'Meld aan met hierdie skakel:',
          ],
          button: 'Meld aan',
          after: [expires, 'Om ’n nuwe wagwoord te kies, gebruik "Wagwoord vergeet" op die aanmeldbladsy.', ignore],
        };
    }
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail that carries a one-time link of this purpose to `to`, in her language. */
export function accountLinkMail(purpose: LinkPurpose, language: MailLanguage, to: string, link: string): MailMessage {
  const { subject, before, button, after } = words[language](purpose, to);
  const text = [...before, '', link, '', ...after].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">`,
    ...before.map(paragraph),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #1677ff; color: #fff; text-decoration: none; border-radius: 6px">${escapeHtml(button)}</a></p>`,
    `<p style="font-size: 12px; color: #555">${escapeHtml(link)}</p>`,
    ...after.map(paragraph),
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/**
 * The address of a link's page: /auth/set-password, /auth/link or /auth/verify-email with the token, and the mail's
 * language (`lng`), so that the page she opens before signing in speaks as her mail did.
 */
export function accountLink(publicUrl: string, purpose: LinkPurpose, token: string, language: MailLanguage): string {
  const page = {
    'set-password': 'set-password',
    'reset-password': 'set-password',
    'sign-in': 'link',
    'verify-email': 'verify-email',
  }[purpose];
  return `${publicUrl.replace(/\/$/, '')}/auth/${page}?token=${encodeURIComponent(token)}&lng=${language}`;
}
