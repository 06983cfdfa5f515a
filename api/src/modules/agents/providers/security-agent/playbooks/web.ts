import type { Playbook, ThreatContext } from './playbook.js';

const site = (c: ThreatContext) => c.site ?? 'the website';
const signWords = (c: ThreatContext) => c.signs.filter((s) => s.level !== 'low').map((s) => s.explanation);

/** url: a dangerous link or website (type `url`). */
export const url: Playbook = {
  name: 'a dangerous website',
  seen: (c) => `a dangerous link: ${c.url ?? c.facts.description}.`,
  what: (c) =>
    `A dangerous website copies a real one${c.brand ? ` (here ${c.brand})` : ''} or offers something too good to be true, to collect card details and passwords or to install harmful software.`,
  why: (c) => [
    ...signWords(c),
    `Anything typed on ${site(c)} goes to whoever runs it, not to the company it imitates.`,
    'Fake shops and prize pages take card details and often charge the card again later.',
  ],
  now: (c) => [
    `Do not open ${site(c)} or type anything into it; Lifeguard blocked it.`,
    'If you already entered card details there, call your bank on the number on the back of your card.',
    'If you entered a password, change it on the real site and anywhere you reused it.',
  ],
  family: (c) =>
    `"If a link like ${site(c)} promises a prize, a gift card or a deal, do not open it. Type the shop's real address yourself, and ask me if you are not sure."`,
  scammers: (c) =>
    `Scammers register cheap addresses that look like famous names${c.site ? `, such as ${c.site}` : ''}, swapping letters for digits or adding words like "rewards" or "secure". They spread the links by email, text, ads and social media, and close the site after a few days to start again.`,
  article: 'fake shops lookalike websites safe browsing',
  recommend: (c) =>
    c.brand
      ? [
          {
            title: `Check your ${c.brand} account in the official app`,
            description: `If you typed anything on ${site(c)}, open the ${c.brand} app or type its address yourself and change your password there.`,
            priority: 'medium',
          },
        ]
      : [],
};

/** webpage: a harmful page, e.g. a fake virus warning (type `webpage`). */
export const webpage: Playbook = {
  name: 'a harmful web page',
  seen: (c) => `a harmful web page: ${c.url ?? c.facts.description}.`,
  what: (c) =>
    c.facts.threat_category?.includes('tech_support') || c.findings.some((f) => f.includes('tech support'))
      ? 'A fake virus warning is a web page dressed up as Microsoft, Apple or your antivirus, saying your computer is infected and you must call a number.'
      : 'A harmful web page tries to trick you into downloading something, calling a number or typing personal details.',
  why: (c) => [
    ...signWords(c),
    `${site(c)} is not run by any real security company.`,
    'The "support" people on the phone ask to control your computer, then steal passwords and charge for fake repairs.',
  ],
  now: (c) => [
    `Close the tab with ${site(c)}; if it will not close, restart the browser or the computer.`,
    'Do not call any number shown on the page and do not let anyone connect to your computer.',
    'If you already let someone in, disconnect from the internet, run your antivirus, and change your passwords from another device.',
  ],
  family: () =>
    '"Microsoft, Apple and antivirus companies never put a phone number in a warning on a web page. If a page like that appears, close it, or switch the computer off, and call me. Never let a stranger connect to your computer."',
  scammers: (c) =>
    `Scammers buy ads and addresses like ${site(c)} that open a full-screen page with alarms and a phone number. The person who answers "fixes" a problem that does not exist, installs remote-control software and charges hundreds of dollars, often by gift card.`,
  article: 'tech support scams pop-up warning',
  recommend: () => [
    {
      title: 'Run a full virus scan on the computer that showed the warning',
      description:
        'Use the antivirus already on the computer (Windows Security on Windows) and remove any remote-control program you did not install yourself.',
      priority: 'medium',
    },
  ],
};
