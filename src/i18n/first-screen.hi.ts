import type { FirstScreenCatalogue, LoginMessageTranslations } from './translations';

/** The messages the login page can show (./server-messages.ts `loginMessages`), by their English text. */
export const loginMessagesHi: LoginMessageTranslations = {
  'Mobile Number is required': 'मोबाइल नंबर ज़रूरी है',
  'Mobile Number must be exactly 10 digits': 'मोबाइल नंबर ठीक 10 अंकों का होना चाहिए',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password must be at least 8 characters': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Access denied: Only Admin is allowed': 'पहुँच नहीं है: यह केवल एडमिन के लिए है',
  'Invalid mobile number or password': 'मोबाइल नंबर या पासवर्ड ग़लत है',
  'Invalid code': 'कोड ग़लत है',
  'This code was already used. Wait for the next one.': 'यह कोड पहले ही इस्तेमाल हो चुका है। अगले कोड का इंतज़ार करें।',
  'The sign-in has expired. Please log in again.': 'साइन-इन का समय ख़त्म हो गया। कृपया फिर से लॉग इन करें।',
  'An unexpected error occurred': 'कुछ अनपेक्षित गड़बड़ी हुई',
};

/** The login page's and Page Not Found's texts in Hindi, key for key as ./first-screen.ts. */
export const firstScreenHi: FirstScreenCatalogue = {
  ra: {
    action: { cancel: 'रद्द करें', confirm: 'पुष्टि करें', close: 'बंद करें' },
    navigation: { no_results: 'कोई डेटा उपलब्ध नहीं', previous: 'पिछला', next: 'अगला' },
    page: { loading: 'लोड हो रहा है' },
  },
  app: {
    title: 'न्यूज़रूम बैक-ऑफ़िस',
    login: {
      password: 'पासवर्ड',
      submit: 'लॉग इन करें',
      busy: 'लॉग इन हो रहा है...',
      success: 'लॉग इन हो गया',
      invalid_credentials: 'मोबाइल नंबर या पासवर्ड ग़लत है',
      request_failed: 'आपका अनुरोध पूरा करने में गड़बड़ी हुई। कृपया फिर कोशिश करें।',
      show_password: 'पासवर्ड दिखाएँ',
      hide_password: 'पासवर्ड छिपाएँ',
      two_factor: {
        heading: 'दो-चरणीय साइन-इन',
        code_help: 'अपने ऑथेंटिकेटर ऐप में दिखने वाला 6 अंकों का कोड डालें।',
        code: 'पुष्टि कोड',
        recovery_help: 'अपना कोई एक रिकवरी कोड डालें। हर कोड एक ही बार चलता है।',
        recovery_code: 'रिकवरी कोड',
        use_recovery: 'इसकी जगह रिकवरी कोड इस्तेमाल करें',
        use_code: 'इसकी जगह ऐप का कोड इस्तेमाल करें',
        verify: 'पुष्टि करें',
        verifying: 'पुष्टि हो रही है...',
        back: 'लॉग इन पर वापस',
        code_required: 'कोड ज़रूरी है',
      },
    },
    form: { mobile_number: 'मोबाइल नंबर' },
    not_found: {
      title: 'पेज नहीं मिला',
      body: 'माफ़ कीजिए, आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
      home: 'डैशबोर्ड पर जाएँ',
    },
    language: { menu: 'इंटरफ़ेस की भाषा' },
  },
  ...loginMessagesHi,
};
