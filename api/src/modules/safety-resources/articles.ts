import type { ArticleCategory } from '@lifeguard/contracts/safety-resources';

/**
 * One article as written here. `body` is plain paragraphs separated by a blank line; `tags`
 * are the onboarding answer codes (spec 000 §3: concerns, primary_concern, protecting) it
 * speaks to; `url` is an official page to read further, or null.
 */
export type ArticleSource = {
  slug: string;
  title: string;
  summary: string;
  category: ArticleCategory;
  tags: string[];
  url: string | null;
  body: string;
};

const paragraphs = (...texts: string[]) => texts.join('\n\n');

/**
 * Lifeguard's own articles for families (spec 001 §3 "Educational content"), in the default
 * order. Advice follows the FTC, CISA and NIST guidance they link to. Seeded by slug at start
 * (service.ts): editing one here updates it; a slug removed here stays in the database.
 */
export const ARTICLES: ArticleSource[] = [
  {
    slug: 'recognizing-phishing-emails',
    title: 'How to spot a phishing email',
    summary: 'Fake emails copy banks, shops and delivery firms. A few checks catch almost all of them.',
    category: 'phishing',
    tags: ['scams_phishing', 'elderly_scam_protection', 'comprehensive_digital_literacy', 'parent'],
    url: 'https://consumer.ftc.gov/articles/how-recognize-and-avoid-phishing-scams',
    body: paragraphs(
      'A phishing email pretends to come from someone you trust, such as your bank, a delivery company, a streaming service or even your employer, to get you to click a link, open an attachment or hand over a password or card number.',
      'Most of them share the same tells. They create urgency ("your account will be closed today"), they threaten or promise something (a refund, a prize, a problem with a payment), and they ask you to act through a link or attachment rather than through the company\'s own app or website.',
      'Check the sender\'s full address, not just the display name: "Amazon Support" writing from a random mail address is not Amazon. Rest the mouse pointer on a link, or press and hold it on a phone, to see where it really goes. A web address that only contains the company\'s name somewhere in the middle, such as amazon.account-check.example, belongs to someone else.',
      "The safest habit is simple: never use the link in an unexpected email. Open the company's app, or type its address yourself, and sign in there. If something really needs your attention, you will see it.",
      'If you clicked and typed a password, change it straight away on the real site, and anywhere you used the same one. If you gave card details, call your bank using the number on the back of the card. You can forward phishing emails to reportphishing@apwg.org and report them to the company they imitate.',
    ),
  },
  {
    slug: 'scam-text-messages',
    title: 'Scam text messages: packages, tolls and "Hi Mom"',
    summary:
      'Texts about missed deliveries, unpaid tolls or a family member with a new number are a favorite trick.',
    category: 'phishing',
    tags: ['scams_phishing', 'elderly_scam_protection', 'parent', 'child'],
    url: 'https://consumer.ftc.gov/articles/how-recognize-and-report-spam-text-messages',
    body: paragraphs(
      'Scam texts work like phishing emails, only shorter and on the device you trust most. Common ones say a package could not be delivered, a road toll is unpaid, your bank card has been locked, or you have won a prize, and each comes with a link to "sort it out".',
      'Another kind starts with "Hi Mom" or "Hi Dad, this is my new number". After a friendly chat comes a request to pay an urgent bill because the new phone "is not set up for banking yet".',
      'Do not tap links in texts you did not expect, and do not reply, not even STOP, to numbers you do not know: a reply tells the sender the number is in use. Delivery firms, toll agencies and banks will show any real problem in their own app or website.',
      'If a family member says they have a new number, call the old number or another relative before anything else, and never send money to an account you have not used before on the strength of a text.',
      'In the US you can forward scam texts to 7726 (it spells SPAM) so your carrier can block the sender, then delete them. Most phones also let you report a message as junk.',
    ),
  },
  {
    slug: 'grandparent-and-impersonation-scams',
    title: 'Grandparent scams: when "family" calls in trouble',
    summary:
      'A panicked call from a grandchild who needs bail or hospital money is a classic scam. Hang up and check.',
    category: 'scams',
    tags: ['scams_phishing', 'elderly_scam_protection', 'parent', 'spouse'],
    url: 'https://consumer.ftc.gov/articles/scammers-use-fake-emergencies-steal-your-money',
    body: paragraphs(
      'In a grandparent or family emergency scam, someone calls pretending to be a grandchild, child or other relative in trouble: arrested, in a car accident, stuck abroad. Sometimes a second person joins as a lawyer, police officer or doctor to make it sound official.',
      'The story always needs money fast, and it always needs to stay secret ("please don\'t tell Mom and Dad"). The voice may sound slightly off, explained by crying or a bad line. Voice-cloning tools now let scammers copy a real voice from a few seconds of video posted online, so a familiar voice alone proves nothing.',
      'Slow down. Hang up and call the person on the number you already have for them, or call another family member, even though the caller asked you not to. A real emergency will still be real in five minutes.',
      'Anyone who asks you to pay with gift cards, a wire transfer, cryptocurrency, or cash handed to a courier at your door is a scammer. No court, police force or hospital collects payment that way.',
      'Many families agree on a code word that only they know, to be asked for whenever someone calls in trouble. If money has already gone, contact the bank, wire service or gift card company at once and report it to ReportFraud.ftc.gov and your local police.',
    ),
  },
  {
    slug: 'tech-support-scams',
    title: 'Tech support scams: the pop-up that says your computer is infected',
    summary: 'Real companies do not call you about a virus or put a phone number in a warning pop-up.',
    category: 'scams',
    tags: ['scams_phishing', 'malware_threats', 'elderly_scam_protection', 'parent'],
    url: 'https://consumer.ftc.gov/articles/how-spot-avoid-and-report-tech-support-scams',
    body: paragraphs(
      'A tech support scam starts with a frightening warning: a pop-up that fills the screen, sometimes with an alarm sound, saying your computer is infected and you must call a number now. Or a caller says they are from Microsoft, Apple or your internet provider and have detected a problem.',
      'Microsoft and Apple never put phone numbers in error messages and never call out of the blue. Once you call, the "technician" asks you to install a program that gives them control of your computer, shows you harmless system screens as "proof", and then charges for a repair you did not need, or reaches into your online banking.',
      'If a pop-up will not go away, close the browser. On Windows press Ctrl+Alt+Delete and end the browser task; on a Mac press Command+Option+Escape. If it comes back, restart the computer. Nothing on the computer is harmed by closing it.',
      "Hang up on unexpected support calls. If you are worried about a problem, contact the company yourself using the details on its official website or on the product's receipt.",
      'If you already let someone in: disconnect from the internet, uninstall the program they had you install, run your security software, change your passwords from another device, and call your bank if you paid or logged into online banking while they were connected.',
    ),
  },
  {
    slug: 'strong-passphrases-and-password-managers',
    title: 'Strong passwords without the headache',
    summary: 'A long passphrase for the few you must remember, and a password manager for everything else.',
    category: 'passwords',
    tags: ['account_security', 'identity_theft_prevention', 'comprehensive_digital_literacy'],
    url: 'https://www.cisa.gov/secure-our-world/use-strong-passwords',
    body: paragraphs(
      'Length beats cleverness. A password like "Tr0ub4dor!" is hard for people to remember and easy for computers to guess. Four or more random, unrelated words, such as "velvet canoe lantern orbit", are easy to remember and take far longer to crack.',
      'The biggest risk is not a weak password but a reused one. When one website is breached, criminals try the stolen email and password on banks, email and shopping sites automatically. One password per account stops that chain.',
      'Nobody can remember dozens of different passwords, and nobody should have to. A password manager creates a strong, different password for every site, remembers them, and fills them in for you, and it will only fill them in on the real site, which also protects you from fake login pages. Well-known ones are built into Apple devices, Google Chrome and Android, or available as separate apps.',
      "You then need to remember only a few things: the password manager's own passphrase, your email password and the passcode of your phone. Make those long passphrases and use them nowhere else.",
      'Do not base passwords on names, birthdays or pets: that is exactly the information on social media. Change a password straight away if a site tells you it was breached or a scan finds it exposed.',
    ),
  },
  {
    slug: 'two-factor-authentication',
    title: 'Two-factor authentication: a second lock on your accounts',
    summary: 'With a second step at sign-in, a stolen password alone is no longer enough to get in.',
    category: 'passwords',
    tags: ['account_security', 'identity_theft_prevention', 'privacy_identity'],
    url: 'https://www.cisa.gov/mfa',
    body: paragraphs(
      'Two-factor authentication (also called two-step verification or multi-factor authentication) asks for something more than your password when you sign in from a new device: a code from your phone, a tap on a prompt, your fingerprint or a security key.',
      'It matters because passwords leak. With a second step turned on, someone who has your password still cannot get in without your phone or key.',
      'Start with the accounts that unlock everything else: your email (it receives every password reset), your bank, your phone\'s Apple or Google account, and social media. Look under Settings, then Security, for "two-step verification" or "two-factor authentication".',
      'Any second step is far better than none. Codes from an authenticator app, passkeys and physical security keys are stronger than codes sent by text, because a text can be redirected if a criminal talks your mobile carrier into moving your number.',
      'The golden rule: a sign-in code is only for typing into the site you are signing in to. No bank, shop or support agent will ever ask you to read one out. Anyone who asks is trying to get into your account. Save the backup codes the site offers somewhere safe in case you lose your phone.',
    ),
  },
  {
    slug: 'after-a-data-breach',
    title: 'Your details were in a data breach: what to do now',
    summary: 'A calm checklist for the hours and weeks after your information turns up in a breach.',
    category: 'privacy',
    tags: ['privacy_identity', 'account_security', 'identity_theft_prevention'],
    url: 'https://www.identitytheft.gov/',
    body: paragraphs(
      'Breaches are common, and being in one does not mean someone has used your information. What to do depends on what leaked.',
      'If a password leaked, change it on that site, and on every other site where you used the same or a similar password. Turn on two-factor authentication for your email and bank first. A password manager makes the new passwords painless.',
      'If your email address or phone number leaked, expect more phishing. Breach data lets scammers write convincing messages that mention a real company you use, sometimes even the breach itself ("we are contacting affected customers"). Do not use links in these messages; go to the company directly.',
      'If card or bank details leaked, tell your bank and watch your statements for small test charges as well as big ones. Your bank can issue a new card.',
      'If your Social Security number, date of birth or address leaked, consider a free credit freeze with the three credit bureaus, which stops new accounts being opened in your name. Check your credit reports for accounts you do not recognize at AnnualCreditReport.com.',
      'If you find signs that someone is using your identity, IdentityTheft.gov gives a step-by-step recovery plan and the letters to send.',
    ),
  },
  {
    slug: 'freezing-your-credit',
    title: 'Freezing your credit: free and stronger than monitoring',
    summary: 'A credit freeze stops criminals opening new accounts in your name, and it costs nothing.',
    category: 'privacy',
    tags: ['privacy_identity', 'identity_theft_prevention', 'child', 'parent'],
    url: 'https://consumer.ftc.gov/articles/what-know-about-credit-freezes-and-fraud-alerts',
    body: paragraphs(
      'Before a lender opens a new credit card, loan or phone contract, it checks your credit report. A credit freeze locks that report, so an identity thief with your name and Social Security number cannot open new accounts in your name.',
      'In the US a freeze is free and lasts until you lift it. It does not affect your credit score, your existing cards or loans, or your ability to rent, get a job or buy insurance.',
      'You place it separately with each of the three national credit bureaus: Equifax, Experian and TransUnion, online or by phone. Keep the PIN or account login each one gives you. When you apply for new credit yourself, lift the freeze for a few days with that bureau, then it returns.',
      'A fraud alert is a lighter option: lenders must try to confirm it is really you before opening an account. You ask one bureau and it tells the other two; it lasts a year and can be renewed.',
      'Parents and guardians can also freeze the credit of a child under 16, which protects a clean record that thieves prize because nobody checks it for years. Many families freeze the credit of older relatives too, who rarely need new credit.',
    ),
  },
  {
    slug: 'protecting-children-online',
    title: 'Keeping children safe online',
    summary: 'Settings help, but open conversations protect children most. Where to start at each age.',
    category: 'family',
    tags: ['child', 'comprehensive_digital_literacy', 'privacy_identity', 'malware_threats'],
    url: 'https://consumer.ftc.gov/articles/protecting-kids-online',
    body: paragraphs(
      'No filter catches everything, so the best protection is a child who will tell you when something online feels wrong. Talk about the internet the way you talk about crossing the road: often, calmly, and before anything happens.',
      "Use the tools you already have. Apple's Screen Time, Google Family Link and the family settings of game consoles let you approve apps and purchases, set time limits and filter content. Make accounts for young children with their real age so age protections apply.",
      'Go through privacy settings together: accounts private, location sharing off for everyone except family, and no school name, home address or daily routine in profiles and posts.',
      'Teach a few rules that cover most dangers: people online are not always who they say they are; never move a chat to a private app because a stranger asks; never send photos you would not want everyone to see; and free game currency offers are always scams.',
      'Promise that telling you will not get them in trouble or cost them their phone. Criminals who trick children into sending images and then threaten them count on shame and silence. If it happens, do not pay, keep the messages, block the account and report it to the NCMEC CyberTipline and to the police.',
    ),
  },
  {
    slug: 'social-media-privacy-settings',
    title: 'Privacy settings on social media worth changing today',
    summary: 'Fifteen minutes in your settings keeps scammers from learning what they need to fool you.',
    category: 'privacy',
    tags: ['privacy_identity', 'identity_theft_prevention', 'spouse', 'child'],
    url: null,
    body: paragraphs(
      "Scammers read public profiles to make their stories convincing: who your grandchildren are, where you went on vacation, your birthday, your pet's name. Much of it also answers common security questions.",
      'Set your profile and past posts so only friends can see them, and hide your friends list, which scammers use to impersonate people you know. On most networks these choices are under Settings, then Privacy; many offer a guided "privacy check-up".',
      'Turn off location tagging on posts and photos, and post vacation pictures after you are home. Leave your full birth date, phone number and home address off your profile.',
      "Be wary of quizzes and games that ask for your first car, your mother's maiden name or the street you grew up on: these are password-reset questions in disguise.",
      'A friend request from someone you are already friends with usually means their profile has been copied. Do not accept it; tell your friend through the original account. Never send money or codes to a friend who asks through a message without calling them first: their account may have been taken over.',
    ),
  },
  {
    slug: 'safe-browsing-and-fake-shops',
    title: 'Safe browsing: fake shops and lookalike websites',
    summary:
      'How to tell a real shop from a copy before you pay, and how to pay so you can get your money back.',
    category: 'scams',
    tags: ['scams_phishing', 'malware_threats', 'comprehensive_digital_literacy', 'child'],
    url: null,
    body: paragraphs(
      'Fake shops copy the look of real brands, advertise on social media and search results, and offer popular items at prices that are too good to be true. After you pay, nothing arrives, or a cheap copy does, and your card details may be sold.',
      'Read the web address in the address bar carefully. Lookalike addresses swap or add letters (arnazon instead of amazon) or add words (brand-outlet-sale). The padlock only means the connection is encrypted; scam sites have padlocks too.',
      'Before buying from a shop you do not know, search its name with the words "scam" or "reviews", look for a real address and phone number, and be suspicious of a site that is only weeks old or has no returns policy.',
      'Pay by credit card, or a payment service with buyer protection, so you can dispute the charge if the goods never come. A shop that asks for a bank transfer, a gift card, cryptocurrency or a payment app transfer to a person is a scam.',
      'Keep your browser and computer updated, and use a browser protection such as the Lifeguard extension, which warns you before a known dangerous or fake site opens. If you paid a fake shop, call your card issuer straight away and report the site to ReportFraud.ftc.gov.',
    ),
  },
  {
    slug: 'phone-scams-and-do-not-call',
    title: 'Scam calls and the Do Not Call Registry',
    summary:
      'Caller ID can lie. What real agencies never do on the phone, and how to cut down unwanted calls.',
    category: 'scams',
    tags: ['scams_phishing', 'elderly_scam_protection', 'parent'],
    url: 'https://www.donotcall.gov/',
    body: paragraphs(
      "Scam callers pretend to be the IRS, Social Security, Medicare, the police, your bank or a utility company, and caller ID can be faked to show any name or number. A call that shows your bank's real number can still be a scammer.",
      'Government agencies do not call to threaten arrest, suspend your Social Security number or demand immediate payment. Your bank will never ask you to read out a sign-in code, move money to a "safe account" or hand your card to a courier.',
      'When a call worries you, hang up and call back on a number you look up yourself, from a statement, the back of your card or the official website. Do not press a number to "be removed from the list": it only confirms your number is live.',
      'Put your number on the National Do Not Call Registry at donotcall.gov. It is free, registration never expires, and legitimate sales calls should stop within a month. Scammers ignore the list, so after that, an unexpected sales call is itself a warning sign.',
      "Turn on your carrier's free call-blocking or spam-labelling service and your phone's option to silence unknown callers. Report unwanted and scam calls at donotcall.gov; the reports help stop the companies behind them.",
    ),
  },
  {
    slug: 'romance-scams',
    title: 'Romance scams: when an online sweetheart needs money',
    summary: 'Someone you have never met who falls for you fast and then has an emergency is a warning sign.',
    category: 'scams',
    tags: ['scams_phishing', 'elderly_scam_protection', 'parent', 'spouse'],
    url: 'https://consumer.ftc.gov/articles/what-know-about-romance-scams',
    body: paragraphs(
      'Romance scammers create attractive profiles on dating sites, social media and games, or start with a "wrong number" message. They are attentive and patient, talk every day for weeks, and say they love you quickly.',
      'They always have a reason not to meet or video call: working on an oil rig, serving overseas, traveling for business, a broken camera. Then comes a problem only money can solve: a medical bill, customs fees, a plane ticket, or an investment opportunity in cryptocurrency they want to share with you.',
      'Never send money, gift cards or cryptocurrency to someone you have not met in person, however real the relationship feels. Be especially careful with anyone who offers to teach you how to invest.',
      'Search their photos with a reverse image search (Google Lens, for example): stolen photos often show up under other names. Talk to a friend or family member you trust; scammers try to keep the relationship secret because an outside view breaks the spell.',
      'If you have sent money, stop contact, tell your bank or the payment service at once, and report the profile to the site and to ReportFraud.ftc.gov. Feeling embarrassed is normal; these are professional criminals and they fool careful people every day.',
    ),
  },
  {
    slug: 'gift-card-payment-red-flags',
    title: 'Pay with gift cards? It is a scam, every time',
    summary:
      'Gift cards are for gifts. Anyone asking you to pay a bill or a fine with one is stealing from you.',
    category: 'scams',
    tags: ['scams_phishing', 'elderly_scam_protection', 'parent'],
    url: 'https://consumer.ftc.gov/articles/avoiding-and-reporting-gift-card-scams',
    body: paragraphs(
      'Scammers love gift cards because once they have the numbers on the back, the money is gone within minutes and almost impossible to trace. That is why so many scams end with "go to the store and buy gift cards".',
      'No government agency, utility, bank, tech company or court accepts payment in gift cards. Nor does a real grandchild in trouble, a real prize company or a real employer. The same goes for wire transfers to strangers, cryptocurrency ATMs and cash handed to a courier.',
      'Warning signs include being told which store and which card to buy, being asked to stay on the phone while you buy them, being told not to tell the cashier what they are for, and being asked to read out or photograph the numbers.',
      'If a cashier asks whether someone told you to buy the cards, take the question seriously. Store staff have stopped many of these scams.',
      'If you already gave the numbers away, contact the company that issued the card straight away using the number on the card or its website, tell them it was used in a scam, and ask for a refund. Keep the card and receipt, and report it to ReportFraud.ftc.gov.',
    ),
  },
  {
    slug: 'keeping-family-devices-safe',
    title: "Keeping the family's devices safe from harmful software",
    summary: 'Updates, official app stores and backups stop most malware before it starts.',
    category: 'family',
    tags: ['malware_threats', 'comprehensive_digital_literacy', 'child', 'parent'],
    url: null,
    body: paragraphs(
      'Harmful software, or malware, gets onto phones and computers through outdated software, fake apps, infected attachments and "free" downloads of paid games, films or programs.',
      'Turn on automatic updates for the operating system, the browser and apps on every device in the house. Updates close the holes attackers use; most infections exploit problems that were fixed months earlier.',
      "Install apps only from the official stores (App Store, Google Play, Microsoft Store) or the maker's own website, and check the reviews and the publisher's name. Be suspicious of apps that ask for far more permissions than they need, such as a flashlight app that wants your contacts.",
      'Windows and Macs have good security software built in; keep it switched on. Do not open attachments you were not expecting, even from people you know, without checking with them first.',
      'Back up photos and documents automatically to a cloud service or an external drive, so that ransomware or a lost phone cannot take your memories. Use a screen lock on every phone and tablet, and help older relatives check their devices are still getting updates.',
    ),
  },
];
