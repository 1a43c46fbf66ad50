import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The strength meter under a new password's field (issue 29): zxcvbn's score (0–4) as a bar of
 * five steps and a word. Its own chunk with the dictionaries (`new-password-field.tsx` loads it
 * when the field is first focused), so /login and the first paint do not carry them.
 */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

let estimator: { check: (password: string) => StrengthScore } | undefined;

function strengthEstimator() {
  if (!estimator) {
    const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
    // The server refuses a password on this list whatever its case (functions/auth/common-passwords.ts).
    const common = new Set(dictionary['passwords-common']);
    estimator = { check: (password) => (common.has(password.normalize('NFC').toLowerCase()) ? 0 : zxcvbn.check(password).score) };
  }
  return estimator;
}

/** The score of a password: 0 for one on the common-password list. */
export function passwordStrength(password: string): StrengthScore {
  return strengthEstimator().check(password);
}

const levelKeys = ['passwordStrength.level0', 'passwordStrength.level1', 'passwordStrength.level2', 'passwordStrength.level3', 'passwordStrength.level4'] as const;
const stepColours = ['bg-red-600', 'bg-orange-500', 'bg-amber-400', 'bg-lime-600', 'bg-green-700'] as const;

export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const score = useMemo(() => (password === '' ? null : passwordStrength(password)), [password]);
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="grid grid-cols-5 gap-1" aria-hidden="true">
        {stepColours.map((colour, step) => (
          <span key={colour} className={`h-1.5 rounded-full ${score !== null && step <= score ? stepColours[score] : 'bg-slate-200'}`} />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-4 text-xs text-slate-600">
        {score === null ? '' : `${t('passwordStrength.label')}: ${t(levelKeys[score])}`}
      </p>
    </div>
  );
}
