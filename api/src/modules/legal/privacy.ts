import type { LegalDocument } from './present.js';

/**
 * Lifeguard's privacy notice, served at /privacy/ (spec 000 §2). The retention periods and
 * protections it states are the code's: keep them true when the code changes (sessions:
 * plugins/session.ts; reset links: auth/reset-keys.ts; email verification links:
 * email-addresses/service.ts; two-factor secrets: mfa/sealing.ts; phone codes: phone/limits.ts;
 * mobile codes: contracts mobile-auth.ts; deletion: the foreign keys of each module's schema.ts;
 * what the browser extension sends, issue 32: extension/src/lib/api.ts, its tokens: tokens.ts).
 */
export const PRIVACY: LegalDocument = {
  title: 'Privacy Notice',
  lastUpdated: '2026-11-28',
  intro: [
    'Lifeguard exists to protect your information, so we try to collect as little of it as we can and to be plain about what we do with it. This notice covers the Lifeguard web app, browser extension and mobile app. It says what we collect and why, how we protect it, how long we keep it, who else handles it and how you can have it deleted.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      blocks: [
        'Lifeguard is an online-safety service for individuals and families. We decide how the information described here is used and are responsible for it. You can reach us about anything in this notice at privacy@lifeguard.example.',
      ],
    },
    {
      id: 'what-we-collect',
      heading: '2. What we collect and why',
      blocks: [],
      subsections: [
        {
          heading: 'Your account',
          blocks: [
            'Your email address, your first and last name (and a middle name or suffix if you give one), when you joined and when you last signed in. We need these to run your account, sign you in and write to you about it, for example to send a password reset link.',
            'You can add other email addresses to your account and choose which one you sign in with. We keep each address with whether you have confirmed it. To confirm an address we email it a link, which works once, for 3 days, and is stored only as a SHA-256 hash.',
            'Your password is never stored as you typed it: we keep only an Argon2id hash of it, from which the password cannot be read back. If you sign in with Google, we keep your Google account identifier and the profile details Google shares with us at sign-in (email address, whether Google has verified it, name and profile picture link).',
          ],
        },
        {
          heading: 'Signed-in devices and two-step sign-in',
          blocks: [
            'For each browser signed in to your account we keep the user agent it reports (the browser and system it runs on), the IP address it signed in from and when it was last active, so that you can see your signed-in devices and sign them out. These details are kept only while that sign-in lasts: at most 2 weeks.',
            'If you turn on two-step sign-in, we keep the secret of your authenticator app and your recovery codes, sealed with AES-256-GCM, and when you added them and last used them. They are deleted when you turn two-step sign-in off or delete your account.',
          ],
        },
        {
          heading: 'Your answers to the sign-up questions',
          blocks: [
            'Who you want to protect (yourself, a parent, a partner, a child), how comfortable you are with technology, your main safety concerns, your primary concern and the kinds of protection you are interested in. We use these answers only to put the learning content and suggestions most useful to you first. They are not used for advertising.',
          ],
        },
        {
          heading: 'Dark web scans',
          blocks: [
            'When you run a dark web scan we search records of known data breaches for your account email address, your full name, your phone number once you have verified it, and the usernames found on breach records that carry your email address or phone number. We keep the breach records found (which breach, when it happened, and the values exposed, such as an old password or an address) and a summary of each scan, so that we can show you what was exposed and suggest what to do about it.',
          ],
        },
        {
          heading: 'Your phone number',
          blocks: [
            'If you add a phone number, we keep it together with the kind of phone and whether you have verified it, to set up phone protection and to include the number in dark web scans. To verify it we text you a six-digit code. We store the code only as a keyed hash; it works for 10 minutes and is deleted after a day.',
          ],
        },
        {
          heading: 'The browser extension and the mobile app',
          blocks: [
            'The extension reports the threats it detects (the address or sender involved, the kind of threat, how serious it is and when it was seen) so that they appear on your threat timeline, and sends a regular heartbeat (its version, your browser and when it was last active) so that we can tell you whether protection is working.',
            'When you connect the mobile app, the app receives a one-time code that works once, for one minute, and is stored only as a hash. The extension and the app then hold their own sign-in tokens, which expire after 15 minutes (access) and 7 days (refresh) and are never stored by us.',
          ],
        },
        {
          heading: 'Email protection',
          blocks: [
            'Once email protection is available and only if you turn it on, we ask Google for read-only access to your Gmail inbox. We check incoming messages for phishing and keep only what we need about the messages we flag as threats: the sender, the subject, a short excerpt and the links they contain. Messages that are not flagged are not kept. You can revoke the access at any time in Lifeguard or in your Google account settings.',
          ],
        },
        {
          heading: 'Product analytics, feedback and support',
          blocks: [
            'Our apps send us usage events, such as which registration step you completed, with the time and, when you are signed in, your email address. We use them only to understand which parts of Lifeguard work and to improve them; they go to our own servers, not to advertising or analytics companies.',
            'If you answer our feedback forms (why you removed the extension, whether a threat warning was right) we keep your answers to improve our detection. If you write to us through the support messenger in the app, the messenger provider keeps the conversation, your name and email address so that we can answer you.',
          ],
        },
        {
          heading: 'Cookies and technical data',
          blocks: [
            'We set only the cookies the service needs: a session cookie that keeps you signed in, a security cookie that protects forms against cross-site request forgery, and, during a Google sign-in, a short-lived cookie for that sign-in. Your choice of light or dark theme is kept in your own browser. Like any web service, our servers see your IP address, which we use to limit repeated sign-in attempts and keep in server logs for up to 30 days. Sign-in codes and tokens are never written to our logs.',
          ],
        },
      ],
    },
    {
      id: 'browser-extension',
      heading: '3. The browser extension',
      blocks: [
        'The browser extension checks the sites you open inside your browser, against a list of dangerous sites it downloads from us and the names of brands that scammers imitate. When it blocks a site, it sends us only the host name of that site (such as paypa1-login.example, never the full address of the page), why it was blocked and when, so that the block appears on your threat timeline. It never sends us your browsing history, and nothing at all about the sites it lets you open. Besides blocks, it sends only the heartbeat and the usage events described in section 2, which do not name any site.',
        'Its sign-in tokens stay in the storage your browser keeps for the extension alone, where websites cannot read them. Uninstalling the extension stops all of this: it no longer checks sites or sends us anything, and its tokens are deleted with it. Your browser then opens our page asking why you removed it; answering is up to you. Blocks it already reported stay on your threat timeline like other threats (section 5).',
      ],
    },
    {
      id: 'protection',
      heading: '4. How we protect it',
      blocks: [
        {
          list: [
            'Breached values, scan results and breach entries are sealed at rest with AES-256-GCM, under keys derived with HKDF from a secret held outside the database. We find breach records only through keyed blind indexes, so the stored index reveals no email address, name or phone number.',
            'Passwords are stored as Argon2id hashes; password reset links, email confirmation links and mobile sign-in codes as SHA-256 hashes; phone verification codes as keyed hashes.',
            'The secret of your authenticator app and your recovery codes are sealed at rest with AES-256-GCM, under a key derived from a secret held outside the database.',
            'Sessions are stored on our servers. Your browser holds only a random session identifier in a cookie that scripts cannot read, and we store only a hash of it.',
            'Everything travels between your devices and our servers over TLS.',
            'Only the people who run the service can reach its systems, and only when their work requires it.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep it',
      blocks: [
        {
          list: [
            'Your account and everything linked to it (email addresses, sign-up answers, phone number, scans and breach entries, threats, action items, notifications, connected accounts): for as long as the account exists.',
            'Sign-in sessions, with the user agent, IP address and last activity of the device: a session is deleted when you sign out and stops working 2 weeks after you signed in at the latest.',
            'Two-step sign-in secrets and recovery codes: until you turn two-step sign-in off or delete your account.',
            'Password reset links: they work once, for 3 days, and are deleted when you reset your password.',
            'Email confirmation links: they work once, for 3 days, and are deleted when the address is confirmed or removed.',
            'Phone verification codes: they work for 10 minutes and are deleted after a day.',
            'Mobile app sign-in codes: they work once, for one minute, and are deleted soon after they expire.',
            'Server logs: up to 30 days.',
          ],
        },
      ],
    },
    {
      id: 'deletion',
      heading: '6. Deleting your information',
      blocks: [
        'To delete your account, choose Delete my account under "Your data" on your Profile, or write to privacy@lifeguard.example from the email address of the account. Deleting the account removes your account record and, with it, everything linked to it: email addresses and their confirmation links, sessions, two-step sign-in secrets and recovery codes, sign-up answers, connected Google accounts, phone verification codes, dark web scans with their breach entries, integrations and extension heartbeats, threats, threat feedback, action items, notifications, password reset links and mobile sign-in codes.',
        'Analytics events and answers to the extension removal form are kept without the link to your account; when you ask us to delete your information we also remove the events that carry your email address. Uninstall the browser extension and revoke Lifeguard in your Google account settings to stop those connections at their end too.',
      ],
    },
    {
      id: 'sharing',
      heading: '7. Who else handles it',
      blocks: [
        'We never sell your information or share it for advertising. We use a few service providers (processors) who handle it only on our instructions and only to provide their part of the service:',
        {
          list: [
            'our email delivery provider, to send you account emails such as password reset links;',
            'Twilio, when it is set up, to text phone verification codes to the number you give us;',
            'DeHashed, when it is set up, to search breach records for the identities listed in section 2;',
            'Google, to sign you in with your Google account and, if you turn on email protection, to read your Gmail inbox;',
            'our support messenger provider, for conversations you start with us;',
            'our hosting provider, which runs the servers and databases that store the information.',
          ],
        },
        'We disclose information to authorities only when the law requires us to, and we would tell you unless we are prohibited from doing so.',
      ],
    },
    {
      id: 'your-rights',
      heading: '8. Your choices and rights',
      blocks: [
        'You can ask us for a copy of your information, to correct it, to delete it, or to stop a particular use of it, by writing to privacy@lifeguard.example. We answer within 30 days. You can also complain to the data protection authority where you live.',
      ],
    },
    {
      id: 'children',
      heading: '9. Children',
      blocks: [
        'Accounts are for adults. Children do not sign up themselves; a parent or guardian who protects a child with Lifeguard decides what to tell us about them. If you believe a child has given us information directly, write to privacy@lifeguard.example and we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to this notice',
      blocks: [
        'When we change how we handle your information we update this notice and the date at the top. If a change matters to you, we tell you by email or in the app before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: '11. Contact',
      blocks: [
        'Privacy questions and requests: privacy@lifeguard.example. Anything else: support@lifeguard.example.',
      ],
    },
  ],
};
