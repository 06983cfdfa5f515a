import type { IntegrationType } from '@lifeguard/contracts/integrations';
import type { NewThreatEvent } from '../threats/service.js';

/** The demo family account `npm start` creates and prints (README "Demo account"). */
export const DEMO_ACCOUNT = {
  email: 'demo@lifeguard.local',
  password: 'Lifeguard-demo-1',
  firstName: 'Sam',
  lastName: 'Rivera',
  /** Joined 9 days ago: still a first-time user (spec 001 §9, 30 days). */
  joinedDaysAgo: 9,
  onboardingResponses: {
    protecting: ['self', 'parent', 'child'],
    experience: 'moderate',
    concerns: ['scams_phishing', 'privacy_identity'],
    primary_concern: 'elderly_scam_protection',
    solutions: ['scam_detection', 'web_protection', 'identity_protection'],
  },
};

const { email } = DEMO_ACCOUNT;
const username = 'samrivera82';

/**
 * Breach records of the demo identities, over real breaches of api/data (names and dates from
 * the HIBP metadata; each record only has fields of its breach's data classes). The values are
 * invented; the hashes are not hashes of anything.
 */
export const DEMO_BREACH_RECORDS: Record<string, string>[] = [
  {
    database_name: 'LinkedIn',
    breach_date: '2012-05-05',
    email,
    hashed_password: '5f4dcc3b5aa765d61d8327deb882cf99a1b2c3d4',
  },
  {
    database_name: 'Dropbox',
    breach_date: '2012-07-01',
    email,
    hashed_password: '$2a$08$Zk1dQm9ydGhpc2lzYWRlbW9oYXNoLi4uLi4uLi4u',
  },
  { database_name: 'Adobe', breach_date: '2013-10-04', email, username, password: 'Sunshine2013' },
  {
    database_name: 'MyFitnessPal',
    breach_date: '2018-02-01',
    email,
    username,
    ip_address: '203.0.113.24',
    hashed_password: '9c1185a5c5e9fc54612808977ee8f548b2258d31',
  },
  {
    database_name: 'Canva',
    breach_date: '2019-05-24',
    email,
    username,
    name: 'Sam Rivera',
    address: 'Austin, Texas',
  },
  {
    database_name: 'Zynga',
    breach_date: '2019-09-01',
    username,
    phone: '+1 512 555 0147',
    hashed_password: '7c4a8d09ca3762af61e59520943dc26494f8941b',
  },
  {
    database_name: 'Wattpad',
    breach_date: '2020-06-29',
    email,
    username,
    name: 'Sam Rivera',
    dob: '1982-04-17',
  },
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A lived-in threat timeline: several types, severities and sources over three weeks. */
export const DEMO_THREAT_EVENTS: NewThreatEvent[] = [
  {
    external_id: 'demo:email:paypal-suspended',
    threat_type: 'phishing',
    threat_category: 'credential_phishing',
    severity: 'high',
    source_system: 'email_scanner',
    detected_at: hoursAgo(0.6),
    confidence_score: 0.96,
    threat_data: {
      subject: 'Your account has been limited until we hear from you',
      sender: { email: 'service@paypa1-secure.com', name: 'PayPal Billing' },
      gmail_message_url: 'https://mail.google.com/mail/u/0/#inbox/18c2f0a9d3e4b5a6',
    },
    analysis: {
      is_threat: true,
      risk_level: 'high',
      findings: [{ scam_type: 'phishing', description: 'Look-alike sender domain asks you to log in.' }],
    },
    description: 'Fake PayPal email asking you to log in to a look-alike site',
  },
  {
    external_id: 'demo:url:giftcard-rewards',
    threat_type: 'url',
    threat_category: 'malicious_website',
    severity: 'critical',
    source_system: 'chrome_extension',
    detected_at: hoursAgo(5),
    threat_data: { url: 'http://amaz0n-giftcard-rewards.shop/claim' },
    analysis: { is_threat: true, risk_level: 'critical', findings: [{ threat_type: 'scam_site' }] },
    description: 'Blocked a fake Amazon gift card site that steals card details',
  },
  {
    external_id: 'demo:sms:usps-redelivery',
    threat_type: 'sms',
    severity: 'high',
    source_system: 'lifeguard',
    detected_at: hoursAgo(26),
    threat_data: {
      message: 'USPS: your package is on hold. Pay $1.99 at usps-redelivery.info',
      phone_number: '+1 415 555 0182',
    },
    analysis: { is_threat: true, risk_level: 'high', findings: [{ scam_type: 'delivery_scam' }] },
    description: 'Text pretending to be USPS asking for a redelivery fee',
  },
  {
    external_id: 'demo:call:medicare',
    threat_type: 'phone_call',
    severity: 'medium',
    source_system: 'lifeguard',
    detected_at: hoursAgo(50),
    threat_data: { caller: '+1 888 555 0199' },
    analysis: { is_threat: true, risk_level: 'medium', findings: [{ scam_type: 'impersonation' }] },
    description: 'Caller claiming to be from Medicare asked for a Social Security number',
  },
  {
    external_id: 'demo:email:newsletter',
    threat_type: 'email',
    severity: 'info',
    source_system: 'email_scanner',
    detected_at: hoursAgo(60),
    threat_data: {
      subject: 'Your weekly library newsletter',
      sender: { email: 'news@austinlibrary.org', name: 'Austin Public Library' },
    },
    analysis: { is_threat: false, risk_level: 'low', findings: [] },
    description: 'Checked a newsletter from Austin Public Library: safe',
  },
  {
    external_id: 'demo:webpage:tech-support',
    threat_type: 'webpage',
    threat_category: 'tech_support_scam',
    severity: 'high',
    source_system: 'chrome_extension',
    detected_at: hoursAgo(80),
    threat_data: { url: 'https://windows-defender-alert.support/call-now' },
    analysis: { is_threat: true, risk_level: 'high', findings: [{ scam_type: 'tech_support' }] },
    description: 'Blocked a fake virus warning telling you to call "Microsoft support"',
  },
  {
    external_id: 'demo:email:grandparent',
    threat_type: 'email',
    threat_category: 'impersonation',
    severity: 'critical',
    source_system: 'email_scanner',
    detected_at: hoursAgo(120),
    threat_data: {
      subject: "Grandma it's me, I'm in trouble and need help",
      sender: { email: 'alex.rivera.help@gmail-mail.co', name: 'Alex' },
      gmail_message_url: 'https://mail.google.com/mail/u/0/#inbox/18c1e7b2a9f0c3d4',
    },
    analysis: { is_threat: true, risk_level: 'critical', findings: [{ scam_type: 'grandparent_scam' }] },
    description: 'Message pretending to be a grandchild asking for gift cards',
  },
  {
    external_id: 'demo:transaction:gift-cards',
    threat_type: 'transaction',
    severity: 'medium',
    source_system: 'lifeguard',
    detected_at: hoursAgo(170),
    threat_data: { amount: '749.00', merchant: 'Target gift cards' },
    analysis: { is_threat: true, risk_level: 'medium', findings: [{ scam_type: 'gift_card_payment' }] },
    description: 'Unusual $749 gift card purchase right after a scam call',
  },
  {
    external_id: 'demo:url:bank-checked',
    threat_type: 'url',
    severity: 'low',
    source_system: 'chrome_extension',
    detected_at: hoursAgo(220),
    threat_data: { url: 'https://www.chase.com/' },
    analysis: { is_threat: false, risk_level: 'low', findings: [] },
    description: 'Checked your bank’s website: safe',
  },
  {
    external_id: 'demo:social:romance',
    threat_type: 'social_media',
    threat_category: 'romance_scam',
    severity: 'medium',
    source_system: 'lifeguard',
    detected_at: hoursAgo(300),
    threat_data: { message: 'I am a surgeon working overseas and would love to get to know you' },
    analysis: { is_threat: true, risk_level: 'medium', findings: [{ scam_type: 'romance_scam' }] },
    description: 'Friend request from a profile with signs of a romance scam',
  },
  {
    external_id: 'demo:email:netflix',
    threat_type: 'phishing',
    severity: 'high',
    source_system: 'email_scanner',
    detected_at: hoursAgo(400),
    threat_data: {
      subject: 'Your payment was declined - update your details',
      sender: { email: 'billing@netfliix-support.com', name: 'Netflix' },
    },
    analysis: { is_threat: true, risk_level: 'high', findings: [{ scam_type: 'phishing' }] },
    description: 'Fake Netflix email asking you to update your card',
  },
];

/** A relative of the demo account in its family: an account without a password (no sign-in). */
export type DemoRelative = {
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'member';
  /** Integration types that are on for them (their protection score). */
  protections: IntegrationType[];
  threats: NewThreatEvent[];
};

/**
 * The demo family (issue 13 "Teams and invitations"): the account's personal family, renamed,
 * with Sam's mother as a member, whose overview line shows a score and an open high threat,
 * and a pending invitation to Sam's son. Nobody can sign in as the relatives or accept the
 * invitation (its key is never kept).
 */
export const DEMO_FAMILY: {
  name: string;
  relatives: DemoRelative[];
  invitations: { email: string; role: 'admin' | 'member' }[];
} = {
  name: 'The Rivera family',
  relatives: [
    {
      email: 'maria.rivera@lifeguard.local',
      firstName: 'Maria',
      lastName: 'Rivera',
      role: 'member',
      protections: ['phone'],
      threats: [
        {
          external_id: 'demo:maria:call:bank-fraud-team',
          threat_type: 'phone_call',
          severity: 'high',
          source_system: 'lifeguard',
          detected_at: hoursAgo(30),
          threat_data: { caller: '+1 512 555 0143' },
          analysis: { is_threat: true, risk_level: 'high', findings: [{ scam_type: 'bank_impersonation' }] },
          description: "Caller pretending to be the bank's fraud team asked for a one-time code",
        },
      ],
    },
  ],
  invitations: [{ email: 'alex.rivera@lifeguard.local', role: 'member' }],
};
