import type { Db } from './db/client.js';
import { HttpError } from './lib/http-errors.js';
import { AdminsService } from './services/admins.service.js';

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
  const admins = new AdminsService(db);
  try {
    if (command === 'reset-password') {
      const { admin, password } = await admins.resetPasswordByMobile(mobileNumber);
      print(
        `New password for ${admin.firstName} ${admin.lastName} (${admin.mobileNumber}): ${password}\n` +
          'It is shown only once. Every session of this admin has ended; change the password in My account after signing in.',
      );
    } else {
      const { admin } = await admins.resetTwoFactorByMobile(mobileNumber);
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
