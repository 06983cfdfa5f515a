import type { LegalDocument } from './present.js';

/**
 * Lifeguard's terms of service, served at /terms/ (spec 000 §2: linked from the narrow screens'
 * footer and registration step 1). Change `lastUpdated` with the text.
 */
export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-28',
  intro: [
    'These terms are the agreement between you and Lifeguard when you use our web app, browser extension or mobile app. Please read them with our privacy notice, which explains what we do with your information. By creating an account or using the service you accept these terms; if you do not accept them, please do not use Lifeguard.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      blocks: [
        'Lifeguard is an online-safety service for individuals and families. We help you notice scams and dangerous websites, find out whether your personal details have turned up in data breaches, and learn habits that keep your household safer online. In these terms, "Lifeguard", "we" and "us" mean the company that runs the service; "you" means the person who holds the account.',
      ],
    },
    {
      id: 'the-service',
      heading: '2. What the service does',
      blocks: [
        'Depending on what you switch on, Lifeguard can:',
        {
          list: [
            'run dark web scans that look for your email address, name, phone number and usernames in records of known data breaches, and show what was exposed;',
            'warn you through the browser extension about websites and messages that look like phishing or scams, and keep a timeline of the threats it found;',
            'verify your phone number so that phone protection can be set up;',
            'suggest action items, such as changing a password that appeared in a breach, and learning content that fits the answers you gave when you signed up;',
            'explain a threat in plain language with an AI assistant and answer your follow-up questions.',
          ],
        },
        'We keep improving the service, so features may be added, changed or retired. When we remove something you rely on, we will tell you in advance where we reasonably can.',
      ],
    },
    {
      id: 'limits',
      heading: '3. What the service cannot do',
      blocks: [
        'No security product catches every threat, and Lifeguard is no exception. New scams appear every day, breach data is incomplete, and a website or message we did not flag may still be dangerous. Lifeguard adds a layer of protection; it does not replace your own care, up-to-date software, strong and unique passwords, or the security features of your bank, email provider and devices.',
        'The explanations written by our AI assistant are guidance, not professional legal, financial or technical advice. They can be incomplete or wrong. Before you act on something important, such as moving money or reporting a crime, check with the organisation concerned through a contact you already trust.',
        'If you think you are the victim of fraud or identity theft, contact your bank and the police or your national fraud reporting service straight away. Lifeguard is not an emergency service.',
      ],
    },
    {
      id: 'accounts',
      heading: '4. Your account',
      blocks: [
        {
          list: [
            'You must be an adult (18, or the age of majority where you live) to open an account.',
            'Give us accurate details and keep them up to date, in particular your email address, which we use to reach you about your account.',
            'Keep your password to yourself and use it for Lifeguard only. If you sign in with Google, the security of that Google account protects your Lifeguard account too.',
            'An account belongs to one person. You are responsible for what happens through it, and you should tell us at support@lifeguard.example as soon as you think someone else has used it.',
          ],
        },
      ],
    },
    {
      id: 'family',
      heading: '5. Family members',
      blocks: [
        'Lifeguard is built to help you look after the people close to you: a parent, a partner, a child. When you tell us about family members or set up protection on their behalf, you confirm that they know about it and agree to it, or that you are their parent or legal guardian. Do not use Lifeguard to watch over another adult without their knowledge.',
        'Children do not get accounts of their own. A parent or guardian may use Lifeguard to protect their child and is responsible for that use.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '6. Acceptable use',
      blocks: [
        'Use Lifeguard to protect yourself and your family, and for nothing else. In particular, do not:',
        {
          list: [
            "search for, or try to obtain, someone else's breached information without their permission;",
            'use anything the service shows you to harass, defraud, impersonate or harm anyone;',
            "try to get into other people's accounts, our systems or data that is not yours, or test our security without our written permission (please report vulnerabilities to support@lifeguard.example instead);",
            'overload the service, get around its limits, or collect data from it with automated tools, except through the browser extension and mobile app we provide;',
            'copy, resell or build a competing product from the service or its content;',
            'upload malware or content that is unlawful.',
          ],
        },
        'We may limit, suspend or close an account that breaks these rules, as described in section 9.',
      ],
    },
    {
      id: 'third-parties',
      heading: '7. Services of other companies',
      blocks: [
        'Some features rely on other companies: signing in with Google, connecting a Gmail inbox for email protection, installing the browser extension from a browser store, or receiving verification codes by text message. Their own terms apply to your use of their services. You can disconnect a connected account at any time, in Lifeguard or in the settings of that account.',
      ],
    },
    {
      id: 'your-content',
      heading: '8. Your information and our software',
      blocks: [
        'The information you give us stays yours. You allow us to store and process it only to run, secure and improve Lifeguard for you, as our privacy notice describes. We do not sell it.',
        'The Lifeguard apps, extension, learning content and brand belong to us or our licensors. We give you a personal, non-transferable right to use them while you have an account and follow these terms.',
      ],
    },
    {
      id: 'ending',
      heading: '9. Ending your account',
      blocks: [
        'You can stop using Lifeguard at any time. To delete your account and the information linked to it, choose Delete my account under "Your data" on your Profile, or write to privacy@lifeguard.example from the email address of the account. Uninstall the browser extension and disconnect any connected Google account as well.',
        'We may suspend or close your account if you seriously or repeatedly break these terms, if the law requires it, or if keeping it open would put you, other users or the service at risk. Unless the reason makes it inappropriate, we will tell you first and explain why. If we stop offering Lifeguard altogether, we will give you at least 30 days of notice.',
      ],
    },
    {
      id: 'liability',
      heading: '10. Our responsibility to you',
      blocks: [
        'We provide Lifeguard with reasonable care and skill, but, because of the limits described in section 3, we provide it "as is" and do not promise that it will find every threat or breach, or that it will always be available and free of errors.',
        'As far as the law allows, we are not responsible for losses caused by a threat the service did not detect or by decisions you make on the basis of its suggestions or AI explanations, nor for indirect losses such as lost profits or lost data. Our total responsibility for any claim about the service is limited to the greater of the amount you paid us in the 12 months before the claim and 100 US dollars.',
        'Nothing in these terms limits responsibility that the law does not allow to be limited, such as for fraud, or for death or personal injury caused by negligence, or the rights you have as a consumer under the law where you live.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      blocks: [
        'We may update these terms as the service and the law change. The date at the top shows the latest version. If a change matters to you, we will tell you by email or in the app at least 30 days before it takes effect; if you do not agree with it, you can close your account before then.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact',
      blocks: [
        'Questions about the service or these terms: support@lifeguard.example. Questions about your information and requests to see, correct or delete it: privacy@lifeguard.example.',
      ],
    },
  ],
};
