import type { FirstScreenCatalogue, LoginMessageTranslations } from './translations';

/** The messages the login page can show (./server-messages.ts `loginMessages`), by their English text. */
export const loginMessagesUr: LoginMessageTranslations = {
  'Mobile Number is required': 'موبائل نمبر ضروری ہے',
  'Mobile Number must be exactly 10 digits': 'موبائل نمبر پورے 10 ہندسوں کا ہونا چاہیے',
  'Password is required': 'پاس ورڈ ضروری ہے',
  'Password must be at least 8 characters': 'پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے',
  'Access denied: Only Admin is allowed': 'رسائی نہیں: یہ صرف ایڈمن کے لیے ہے',
  'Invalid mobile number or password': 'موبائل نمبر یا پاس ورڈ غلط ہے',
  'Invalid code': 'کوڈ غلط ہے',
  'This code was already used. Wait for the next one.': 'یہ کوڈ پہلے ہی استعمال ہو چکا ہے۔ اگلے کوڈ کا انتظار کریں۔',
  'The sign-in has expired. Please log in again.': 'سائن اِن کا وقت ختم ہو گیا۔ براہ کرم دوبارہ لاگ ان کریں۔',
  'An unexpected error occurred': 'کوئی غیر متوقع خرابی ہوئی',
};

/** The login page's and Page Not Found's texts in Urdu, key for key as ./first-screen.ts. */
export const firstScreenUr: FirstScreenCatalogue = {
  ra: {
    action: { cancel: 'منسوخ کریں', confirm: 'تصدیق کریں', close: 'بند کریں' },
    navigation: { no_results: 'کوئی ڈیٹا دستیاب نہیں', previous: 'پچھلا', next: 'اگلا' },
    page: { loading: 'لوڈ ہو رہا ہے' },
  },
  app: {
    title: 'نیوز روم بیک آفس',
    login: {
      password: 'پاس ورڈ',
      submit: 'لاگ ان کریں',
      busy: 'لاگ ان ہو رہا ہے...',
      success: 'لاگ ان ہو گیا',
      invalid_credentials: 'موبائل نمبر یا پاس ورڈ غلط ہے',
      request_failed: 'آپ کی درخواست پوری کرنے میں خرابی ہوئی۔ براہ کرم دوبارہ کوشش کریں۔',
      show_password: 'پاس ورڈ دکھائیں',
      hide_password: 'پاس ورڈ چھپائیں',
      two_factor: {
        heading: 'دو مرحلہ سائن اِن',
        code_help: 'اپنی آتھنٹیکیٹر ایپ میں نظر آنے والا 6 ہندسوں کا کوڈ درج کریں۔',
        code: 'تصدیقی کوڈ',
        recovery_help: 'اپنا کوئی ایک ریکوری کوڈ درج کریں۔ ہر کوڈ صرف ایک بار چلتا ہے۔',
        recovery_code: 'ریکوری کوڈ',
        use_recovery: 'اس کے بجائے ریکوری کوڈ استعمال کریں',
        use_code: 'اس کے بجائے ایپ کا کوڈ استعمال کریں',
        verify: 'تصدیق کریں',
        verifying: 'تصدیق ہو رہی ہے...',
        back: 'لاگ ان پر واپس',
        code_required: 'کوڈ ضروری ہے',
      },
    },
    form: { mobile_number: 'موبائل نمبر' },
    not_found: {
      title: 'صفحہ نہیں ملا',
      body: 'معذرت، آپ جو صفحہ ڈھونڈ رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو گیا ہے۔',
      home: 'ڈیش بورڈ پر جائیں',
    },
    language: { menu: 'انٹرفیس کی زبان' },
  },
  ...loginMessagesUr,
};
