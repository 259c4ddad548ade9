import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { firstScreenHi } from '../../i18n/first-screen.hi';
import { firstScreenUr } from '../../i18n/first-screen.ur';
import type { FirstScreenCatalogue } from '../../i18n/translations';
import { LoginForm } from './LoginForm';

const translatorOf = (locale: string, catalogue: FirstScreenCatalogue) =>
  polyglotI18nProvider(() => mergeTranslations(catalogue), locale, [], { allowMissing: true }).translate;

describe('the login form in another interface language', () => {
  it.each([
    ['hi', firstScreenHi, 'मोबाइल नंबर', 'पासवर्ड', 'लॉग इन करें', 'मोबाइल नंबर ज़रूरी है', 'पासवर्ड ज़रूरी है'],
    ['ur', firstScreenUr, 'موبائل نمبر', 'پاس ورڈ', 'لاگ ان کریں', 'موبائل نمبر ضروری ہے', 'پاس ورڈ ضروری ہے'],
  ])(
    'in %s, names its fields and shows the validation messages of contract/rules.ts translated',
    async (locale, catalogue, mobile, password, submit, mobileRequired, passwordRequired) => {
      const onLogin = vi.fn();
      render(<LoginForm translate={translatorOf(locale, catalogue)} onLogin={onLogin} onSecondStep={vi.fn()} />);
      expect(screen.getByLabelText(mobile)).toBeInTheDocument();
      expect(screen.getByLabelText(password)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(mobileRequired)).toBeInTheDocument();
      expect(screen.getByText(passwordRequired)).toBeInTheDocument();
      expect(screen.queryByText('Mobile Number is required')).not.toBeInTheDocument();
      expect(onLogin).not.toHaveBeenCalled();
    },
  );
});
