import type { Playbook, ThreatContext } from './playbook.js';

const subject = (c: ThreatContext) =>
  c.facts.details.subject ? ` with the subject "${c.facts.details.subject}"` : '';
const from = (c: ThreatContext) => (c.sender ? ` from ${c.sender}` : '');
const link = (c: ThreatContext) => (c.url ? ` It links to ${c.url}.` : '');
const quote = (c: ThreatContext) =>
  c.facts.details.message_excerpt ? `: "${c.facts.details.message_excerpt}"` : '';
const posing = (c: ThreatContext) =>
  c.brand ? `pretends to be ${c.brand}` : 'pretends to be someone you trust';

const twoStep = (account: string) => ({
  title: `Turn on two-step verification for your ${account}`,
  description: `With a second step at sign-in, a password that a scam message tricks out of you is not enough to get into your ${account}.`,
  priority: 'high' as const,
});

const checkDirectly = (brand: string) => ({
  title: `Check your ${brand} account in the official app`,
  description: `Open the ${brand} app, or type ${brand}'s address yourself, and look for messages there. Never use the link in the email.`,
  priority: 'medium' as const,
});

/** email: a suspicious email (spec 001 §3 threat type `email`). */
export const email: Playbook = {
  name: 'a suspicious email',
  seen: (c) => `an email${from(c)}${subject(c)}.${link(c)}`,
  what: (c) =>
    `A scam email ${posing(c)} to get you to click a link, open an attachment, send money or share a password.`,
  why: (c) => [
    c.sender
      ? `It came from ${c.sender}, an address that does not belong to who it claims to be.`
      : 'It does not come from who it claims to be.',
    'Scam emails push you to act fast, before you stop to check.',
    'A link or attachment can lead to a fake sign-in page or install harmful software.',
  ],
  now: (c) => [
    `Do not reply to ${c.sender ?? 'the sender'}, and do not click links or open attachments in the email.`,
    'Delete it, or mark it as phishing in your mail app so similar ones are caught.',
    'If you already clicked and typed a password, change that password now on the real website, and anywhere you reused it.',
  ],
  family: (c) =>
    `"If you get an email${from(c)}${subject(c)}, do not click anything in it. Real companies never ask for passwords or payments by email. Call me or check in the company's own app first."`,
  scammers: (c) =>
    `Scammers send millions of emails that copy the look of real companies${c.brand ? ` like ${c.brand}` : ''}. They invent an urgent problem, a locked account, a refund or a parcel, and the link leads to a copy of the real sign-in page that passes everything you type straight to them.`,
  article: 'phishing email sender link',
  recommend: (c) => [twoStep('email account'), ...(c.brand ? [checkDirectly(c.brand)] : [])],
};

/** phishing: a message or site fishing for passwords or card details (type `phishing`). */
export const phishing: Playbook = {
  name: 'a phishing attempt',
  seen: (c) =>
    c.sender
      ? `a phishing email${from(c)}${subject(c)}.${link(c)}`
      : `a phishing website: ${c.url ?? c.facts.description}.`,
  what: (c) =>
    `Phishing is a fake message or website that ${posing(c)} so that you hand over a password, a sign-in code or card details.`,
  why: (c) => [
    ...(c.sender ? [`The sender, ${c.sender}, only looks like ${c.brand ?? 'a real company'}.`] : []),
    ...(c.site ? [`The website ${c.site} is not the real ${c.brand ?? 'company'} site.`] : []),
    'Whatever you type on a phishing page goes straight to the criminals, who use it within minutes.',
    'One stolen email password lets them reset the passwords of your other accounts.',
  ],
  now: (c) => [
    `Do not click links or reply${c.sender ? ` to ${c.sender}` : ''}.`,
    c.brand
      ? `To check your ${c.brand} account, open the official ${c.brand} app or type the address yourself.`
      : 'To check an account, open its official app or type the address yourself.',
    'If you typed a password, change it now on the real site and anywhere you reused it, and turn on two-step verification.',
  ],
  family: (c) =>
    `"${c.brand ?? 'Companies'} will never send you a link to sign in and fix a problem. If a message says your account is limited or on hold${c.sender ? `, like the one from ${c.sender}` : ''}, do not click; call me or open the app yourself."`,
  scammers: (c) =>
    `They register addresses that look almost right${c.site ? `, like ${c.site}` : c.sender ? `, like the one in ${c.sender}` : ''}, copy the real login page, and send a message about a limited account or failed payment. When you sign in, they keep your password and often the one-time code too, and sign in to the real account at once.`,
  article: 'phishing email fake website password',
  recommend: (c) => [
    twoStep(c.brand ? `${c.brand} account` : 'email account'),
    ...(c.brand ? [checkDirectly(c.brand)] : []),
  ],
};

/** sms: a scam text message (type `sms`). */
export const sms: Playbook = {
  name: 'a scam text message',
  seen: (c) => `a text message${c.caller ? ` from ${c.caller}` : ''}${quote(c)}.`,
  what: () =>
    'A scam text (smishing) is a short message about a parcel, a toll, a bank card or a family emergency, with a link or a number to call.',
  why: (c) => [
    c.caller
      ? `It came from ${c.caller}, a number that is not the company's official one.`
      : 'It does not come from the company it names.',
    'The link leads to a fake page that asks for card details or a small fee, then empties the card.',
    'Replying, even STOP, tells the sender your number is real and brings more scams.',
  ],
  now: (c) => [
    'Do not tap the link and do not reply.',
    `Block ${c.caller ?? 'the number'} and report the text as junk; in the US forward it to 7726 (SPAM).`,
    'If you paid a fee or entered card details, call your bank on the number on the back of your card.',
  ],
  family: (c) =>
    `"If you get a text${c.caller ? ` from ${c.caller}` : ''} about a parcel, a toll or your bank, do not tap the link. Delivery firms and banks show real problems in their own apps. Ask me before you pay anything."`,
  scammers: () =>
    'Scammers send texts in bulk from cheap numbers, naming a company you probably use (USPS, your bank, a toll road). The tiny fee is the hook: the fake page collects your full card details and uses them for much larger payments.',
  article: 'scam text messages package toll',
  recommend: (c) =>
    c.caller
      ? [
          {
            title: `Block and report the number ${c.caller}`,
            description: `Block ${c.caller} on your phone and report the text as junk (in the US, forward it to 7726) so your carrier can stop it.`,
            priority: 'medium',
          },
        ]
      : [],
};

/** social_media: a scam on a social network (type `social_media`). */
export const socialMedia: Playbook = {
  name: 'a social media scam',
  seen: (c) => `a social media message${c.sender ? ` from ${c.sender}` : ''}${quote(c)}.`,
  what: (c) =>
    `A social media scam uses a fake or hijacked profile to build trust${c.facts.threat_category?.includes('romance') ? ', often a romance that slowly turns to requests for money' : ''} and then asks for money, gift cards or personal details.`,
  why: () => [
    'The person is not who the profile says; photos are usually stolen.',
    'These scams are patient: weeks of friendly chat come before the first request for money.',
    'Money sent by gift card, wire or crypto is almost never recovered.',
  ],
  now: () => [
    'Do not send money, gift cards or photos, and do not move the chat to another app.',
    'Block and report the profile to the social network.',
    'If you already sent money, call your bank and report it at reportfraud.ftc.gov.',
  ],
  family: (c) =>
    `"Someone you have only met online${c.sender ? `, like ${c.sender},` : ''} should never ask you for money, gift cards or secrecy. If they do, it is a scam, however kind they have been. Talk to me before you send anything."`,
  scammers: () =>
    'Scammers copy photos of attractive or trustworthy people (soldiers, doctors working abroad), message many people at once, and keep talking to those who answer. Once trust is built, an emergency appears: a medical bill, a customs fee, a plane ticket.',
  article: 'romance scam social media money',
  recommend: () => [
    {
      title: 'Block and report the profile that contacted you',
      description:
        'Block the profile and report it to the social network, so it cannot contact you or others again.',
      priority: 'medium',
    },
  ],
};

/** ai_agent: an AI agent or chatbot acting against the user (type `ai_agent`). */
export const aiAgent: Playbook = {
  name: 'a risky AI agent action',
  seen: (c) =>
    `an AI assistant or agent ${c.url ? `reaching ${c.url}` : 'doing something risky'}${quote(c)}.`,
  what: () =>
    'AI assistants that browse or act for you can be tricked by hidden instructions on a web page or in a message, or a fake "AI helper" can be a scam itself.',
  why: () => [
    'An agent that follows hidden instructions may send your data, passwords or money to someone else.',
    'Fake AI chatbots and voice clones are used to sound convincing and urgent.',
  ],
  now: () => [
    'Stop the agent or close the chat, and do not approve payments or downloads it asks for.',
    'Check what accounts and permissions the AI assistant has, and remove those it does not need.',
    'Change any password you shared with it.',
  ],
  family: () =>
    '"Do not let an AI assistant pay, download or sign in for you without checking with me, and never give it passwords or codes. A voice or chat that sounds like me asking for money can be faked: call me back on my usual number."',
  scammers: () =>
    'Scammers hide instructions in web pages and emails that AI agents read, and build fake assistants that collect what you type. They also clone voices from short clips to make urgent calls sound like a relative.',
  article: 'AI voice clone scam impersonation',
  recommend: () => [
    {
      title: 'Review what your AI assistants can access',
      description:
        'Open the settings of each AI assistant or agent you use and remove access to accounts, email or payments it does not need.',
      priority: 'medium',
    },
  ],
};
