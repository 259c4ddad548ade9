import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;

/** A code from the step before or after the current one is accepted too: phone clocks drift. */
const TOLERANCE_SECONDS = PERIOD;

export const ISSUER = 'Newsroom back-office';

export const newTotpSecret = () => generateSecret();

export const otpauthUrl = (secret: string, accountName: string) =>
  generateURI({ issuer: ISSUER, label: accountName, secret, period: PERIOD });

/**
 * Checks a 6-digit code in constant time and answers its time step, or undefined when it is wrong or from a step
 * at or before `afterTimeStep` (a code already used: replay).
 */
export const verifyTotp = async (secret: string, code: unknown, afterTimeStep?: number | null) => {
  const token = typeof code === 'string' ? code.replace(/\s/g, '') : '';
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    period: PERIOD,
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: afterTimeStep ?? undefined,
  });
  // The functional API's answer also covers HOTP, whose valid results carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
};

/** Letters and digits a person cannot confuse when copying from paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 10 characters (about 49 bits each), written as xxxxx-xxxxx. */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

/** What is hashed and compared: case, spaces and the dash do not matter. */
export const normalizeRecoveryCode = (code: unknown) =>
  typeof code === 'string' ? code.toLowerCase().replace(/[\s-]/g, '') : '';
