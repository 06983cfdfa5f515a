/**
 * A guide to Lifeguard itself, as written here: `body` is paragraphs separated by a blank line,
 * where a paragraph of lines starting '1. ' is a numbered list and one of lines starting '- ' a
 * bulleted list; `keywords` are words a family may search for that the text does not use.
 */
export type GuideSource = {
  slug: string;
  title: string;
  summary: string;
  keywords: string[];
  body: string;
};

const paragraphs = (...texts: string[]) => texts.join('\n\n');
const steps = (...lines: string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join('\n');
const bullets = (...lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

/**
 * The help centre's guides to Lifeguard (issue 33 item 1), in the order the help centre lists
 * them. What they state is the product's: keep them true when it changes (registration steps:
 * shared/src/routes/routes.ts; protections and score: contracts integrations.ts and
 * protection-score.ts; scans: modules/darkweb; families: contracts teams.ts; two-factor sign-in:
 * modules/mfa and README "Account security"; your data: modules/account; the extension:
 * mfe-dashboard chrome-integration and the privacy notice's section 3).
 */
export const GUIDES: GuideSource[] = [
  {
    slug: 'getting-started',
    title: 'Getting started with Lifeguard',
    summary: 'Create your account, answer a few questions, then turn on your protections one by one.',
    keywords: ['register', 'sign up', 'new account', 'setup', 'welcome', 'dashboard', 'begin'],
    body: paragraphs(
      'Lifeguard watches out for you and your family online: it looks for your details in data breaches, warns you before dangerous websites open, checks your email for scams and explains every threat in plain words.',
      steps(
        'On the sign-in page choose Sign up and enter your email address, or choose Sign in with Google.',
        'Tell us your name, then answer a few short questions: who you want to protect, how comfortable you are with technology and what worries you most. We use the answers only to show you the most useful tips first.',
        'Choose a password, and you arrive on your dashboard.',
      ),
      'Your dashboard shows your protection score, the protections still to set up under "Finish setting up your protection", and Activity, the timeline of threats Lifeguard has found. Set up one protection at a time: each takes a few minutes, and your score goes up as you go.',
      'Stuck on something? Choose Ask Lifeguard in the menu to ask the assistant, or search this help centre.',
    ),
  },
  {
    slug: 'dark-web-monitoring',
    title: 'Dark Web Monitoring',
    summary: 'Find out whether your email, name, phone number or usernames turned up in a data breach.',
    keywords: ['darkweb', 'hacked', 'leak'],
    body: paragraphs(
      'When a company is hacked, the stolen customer details often end up for sale on the dark web. Dark Web Monitoring looks for your details in records of known data breaches, so you can change what needs changing before a criminal uses it.',
      'It turns on once you have run your first dark web scan: open Dark Web Monitoring from your dashboard, choose Run a dark web scan, then come back and choose Activate monitoring if it is not on yet. The guide "Running a dark web scan" explains what a scan looks for and what its results mean.',
      'New breaches come to light all the time, so run a new scan every now and then, and after you hear about a breach in the news. Each scan is kept in your scan history, so you can see what changed.',
    ),
  },
  {
    slug: 'web-protection',
    title: 'Web Protection',
    summary: 'The Lifeguard browser extension warns you before a dangerous or fake website opens.',
    keywords: ['browser', 'chrome', 'website', 'phishing site', 'block', 'blocked', 'lookalike', 'fake site'],
    body: paragraphs(
      'Web Protection checks each website you open in Chrome. When a site is on our list of dangerous sites, or its name imitates a well-known brand (such as paypa1-login instead of paypal), Lifeguard shows a warning page instead of the site.',
      'On the warning page, Go back is almost always the right choice. If you are sure the site is safe, Continue anyway opens it in that tab only, until you close the tab.',
      'Every site it blocks appears in Activity on your dashboard, where Explain tells you why it was dangerous. Only the name of a blocked site leaves your browser: your browsing history never does.',
      'Web Protection works through the Lifeguard browser extension. The guide "Installing the browser extension" shows how to add it. Web Protection shows Active on your dashboard while the extension is connected, and Offline when it has not been heard from for a week.',
    ),
  },
  {
    slug: 'email-protection',
    title: 'Email Protection',
    summary: 'Connect your Gmail and Lifeguard checks your incoming messages for scams and phishing.',
    keywords: ['gmail', 'google', 'inbox', 'spam', 'mail', 'phishing email', 'scam email'],
    body: paragraphs(
      'Email Protection reads your Gmail messages to spot scams and phishing, and adds each one it finds to Activity on your dashboard, with an explanation and what to do next.',
      steps(
        'On your dashboard, open Email Protection and choose Connect Gmail.',
        'Google asks whether Lifeguard may read your email. Check that it is the right Gmail account and allow it.',
        'Back in Lifeguard, choose how often to check (every 15 minutes, every hour or once a day) and which labels to check. Inbox and Spam are where most scams land.',
      ),
      'Lifeguard only reads: it never sends, changes or deletes your email, and it keeps only what it needs about the messages it flags. You can choose Disconnect Gmail at any time, which also removes our access at Google.',
    ),
  },
  {
    slug: 'phone-protection',
    title: 'Phone Protection',
    summary: 'Verify your mobile number with a code we text you, to turn on Phone Protection.',
    keywords: ['mobile', 'phone number', 'text', 'sms', 'verification code', 'verify'],
    body: paragraphs(
      'Phone Protection starts with knowing your mobile number is really yours. Once it is verified, your dark web scans also look for your phone number in data breaches.',
      steps(
        'On your dashboard, open Phone Protection.',
        'Enter your mobile number and the kind of phone you have, then choose Send code.',
        'We text you a six-digit code. Type it in within 10 minutes.',
      ),
      'No text? Check the number, wait half a minute and ask for a new code. To protect your number from floods of texts, we send at most three codes to the same number in 15 minutes.',
      'We will never call or text you to ask for a code. If someone asks you for one, they are trying to get into your account.',
    ),
  },
  {
    slug: 'protection-score',
    title: 'Your protection score',
    summary: 'What the score on your dashboard means and how to raise it.',
    keywords: ['score', 'percent', 'points', 'progress', 'rating'],
    body: paragraphs(
      'Your protection score, from 0 to 100, shows how much of your protection is switched on and working. It is not a measure of how safe you are: it tells you what is left to set up.',
      'The four main protections (Dark Web Monitoring, Web Protection, Email Protection and Phone Protection) count the same. Fraud Protection, where you have it, counts half as much. A protection counts once it is set up and working: for example, Web Protection stops counting while the extension is offline.',
      'To raise your score, follow "Finish setting up your protection" on your dashboard. Ask Lifeguard can also tell you which protection to turn on next and how much it adds.',
    ),
  },
  {
    slug: 'dark-web-scan',
    title: 'Running a dark web scan',
    summary: 'What a scan looks for, how to read its results and what to do about them.',
    keywords: ['darkweb', 'hacked', 'leak'],
    body: paragraphs(
      'A dark web scan searches records of known data breaches for your email address, your full name, your phone number once you have verified it, and the usernames found alongside them.',
      'Open Dark Web Monitoring from your dashboard, choose Run a dark web scan, then Start New Scan. It takes a few moments. The results list each breach that holds your details: which company was breached, when, and what was exposed, such as an old password or a home address.',
      'Sensitive values are hidden until you choose Show next to one, and only that one is shown. Choose Hide to cover it again.',
      'What to do next depends on what leaked. A password: change it everywhere you used it. An email address or phone number: expect more scam messages. Lifeguard adds action items to your dashboard for the most important steps, and our article on data breaches has a full checklist.',
    ),
  },
  {
    slug: 'families-and-invitations',
    title: 'Families and invitations',
    summary: 'Invite the people you look after, choose what they can do and see how protected they are.',
    keywords: ['family', 'team', 'invite', 'member', 'admin', 'role', 'household', 'add person'],
    body: paragraphs(
      'Every account comes with a family of its own, with you as its admin. As an admin, you can see how protected each member is: their protection score and their open high or critical threats.',
      steps(
        'Open the menu under your name, then choose Team Settings.',
        'Under Invite a member, enter the email address of the person you want to invite, choose their role and choose Send invitation.',
        'They receive an email with a link. It works for 7 days; you can resend or cancel it while it is pending.',
      ),
      'The person opens the link and signs in, or creates an account with the invited address first. They then appear among the members.',
      'Admins can rename or delete the family, invite and remove members and change roles; members see who is in the family, and can leave it. You can belong to several families, and switch between them from the same menu.',
    ),
  },
  {
    slug: 'two-factor-sign-in',
    title: 'Two-factor sign-in',
    summary: 'Ask for a code from your phone as well as your password each time you sign in.',
    keywords: ['2fa', 'mfa', 'two-step', 'authenticator', 'recovery codes', 'otp', 'totp', 'security code'],
    body: paragraphs(
      'With two-factor sign-in, someone who learns your password still cannot get into your Lifeguard account without your phone.',
      'You need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or the one built into your password manager.',
      steps(
        'Open Profile from the menu, then, under Security, choose Two-factor authentication.',
        'Scan the QR code with your authenticator app, or type in the key shown below it.',
        'Enter the 6-digit code the app shows to turn it on.',
        'Keep the 10 recovery codes somewhere safe, such as on paper at home or in your password manager.',
      ),
      'From then on, each time you sign in, Lifeguard asks for the current code from the app after your password. Lost your phone? Use a recovery code instead: each one works once.',
      'To turn two-factor sign-in off, or to see or renew your recovery codes, go back to the same page. If you signed in more than 5 minutes ago, we first ask you to confirm it is you.',
    ),
  },
  {
    slug: 'privacy-and-deleting-your-data',
    title: 'Your privacy, and deleting your data',
    summary: 'Download a copy of what Lifeguard holds about you, or delete your account and all of it.',
    keywords: ['privacy', 'gdpr', 'delete account', 'remove', 'export', 'download', 'close account', 'data'],
    body: paragraphs(
      'We collect as little as we can, never sell your information and never use it for advertising. The Privacy Notice says what we keep, why and for how long.',
      'Both options are on your Profile (open the menu, then Profile), in the section "Your data":',
      bullets(
        'Download my data saves a copy of everything Lifeguard holds about you, as a file.',
        'Delete my account deletes your account and everything linked to it: your scans, threats, action items, notifications, assistant history and connected protections.',
      ),
      'Before deleting, we ask you to confirm with your password, or by signing in with Google again. If you are the only admin of a family that has other members, make one of them an admin first. We send you an email once the account is deleted.',
      'Deleting your account also removes our access to your Gmail at Google. The browser extension stays in Chrome until you remove it: open chrome://extensions and choose Remove under Lifeguard.',
    ),
  },
  {
    slug: 'browser-extension',
    title: 'Installing the browser extension',
    summary: 'Add the Lifeguard extension to Chrome and connect it to your account.',
    keywords: ['extension', 'chrome', 'install', 'add-on', 'plugin', 'unpacked', 'connect'],
    body: paragraphs(
      'The Lifeguard extension brings Web Protection to Chrome. You download it from Lifeguard and add it to Chrome yourself.',
      steps(
        'On your dashboard, open Web Protection and choose Download the Lifeguard extension. Open the .zip file to unpack it into a folder.',
        'In Chrome, type chrome://extensions in the address bar and press Enter. Turn on Developer mode at the top right, choose Load unpacked and select the folder.',
        'Click the puzzle-piece icon at the top right of Chrome, then the pin next to Lifeguard, so its icon stays in view.',
        'Click the Lifeguard icon and choose Connect, then sign in. Web Protection turns Active on your dashboard.',
      ),
      'The extension checks the sites you open inside your browser. It sends Lifeguard only the name of a site it blocks, why and when: never your browsing history, and nothing about the sites it lets you open.',
      'To remove it, open chrome://extensions and choose Remove under Lifeguard. It then stops checking sites and sends nothing more.',
    ),
  },
];
