import type { Db } from './db/client.js';
import { HttpError } from './lib/http-errors.js';
import { resetPasswordByMobile, resetTwoFactorByMobile } from './admins/resets.js';

export const adminCommandUsage = [
  'Usage: npm run admin -- <command> <mobile number>',
  '  reset-password <mobile number>  a new one-time password (printed once), every session ended',
  '  reset-2fa <mobile number>       two-factor sign-in off; the admin enrols again at the next sign-in',
].join('\n');

/**
 * The commands of `npm run admin` for a newsroom whose last admin is locked out; answers the exit code. What is
 * printed goes to `print`, once: the one-time password is not kept anywhere else.
 */
export const runAdminCommand = async (db: Db, args: string[], print: (line: string) => void): Promise<number> => {
  const [command, mobileNumber] = args;
  if (!mobileNumber || (command !== 'reset-password' && command !== 'reset-2fa')) {
    print(adminCommandUsage);
    return 2;
  }
  try {
    if (command === 'reset-password') {
      const { admin, password } = await resetPasswordByMobile(db, mobileNumber);
      print(
        `New password for ${admin.firstName} ${admin.lastName} (${admin.mobileNumber}): ${password}\n` +
          'It is shown only once. Every session of this admin has ended; the next sign-in asks for a new password.',
      );
    } else {
      const { admin } = await resetTwoFactorByMobile(db, mobileNumber);
      print(
        `Two-factor sign-in is off for ${admin.firstName} ${admin.lastName} (${admin.mobileNumber}); every session has ended.\n` +
          'Sign in with the password and set it up again in My account.',
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    print(`No admin with mobile number ${mobileNumber}.`);
    return 1;
  }
};
