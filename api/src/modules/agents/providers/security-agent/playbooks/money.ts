import type { Playbook, Recommendation, ThreatContext } from './playbook.js';

const payment = (c: ThreatContext) => c.payment ?? 'an unusual payment';
const giftCards = (c: ThreatContext) =>
  /gift ?card/i.test(`${c.facts.details.merchant ?? ''} ${c.facts.description}`);

const callBank = (c: ThreatContext): Recommendation => ({
  title: `Call your bank about ${payment(c)}`,
  description: `Call the number on the back of your card, tell them about ${payment(c)}, and ask them to stop it and send a new card if it was not you.`,
  priority: 'high',
});

const moneyPlaybook = (name: string, what: string): Playbook => ({
  name,
  seen: (c) => `${payment(c)}.`,
  what: () => what,
  why: (c) => [
    `${payment(c)} does not match how this account is normally used.`,
    ...(giftCards(c)
      ? ['Gift cards are the payment scammers ask for most, because the money cannot be traced or returned.']
      : []),
    'Fraudsters often test a stolen card with a small payment before a large one.',
  ],
  now: (c) => [
    `If you do not recognise ${payment(c)}, call your bank on the number on the back of your card right away.`,
    'Ask the bank to block the card and send a new one; check the last statements for other payments you do not know.',
    ...(giftCards(c)
      ? [
          'If someone told you to buy gift cards, stop: it is a scam. Keep the receipts and call the card company.',
        ]
      : []),
  ],
  family: (c) =>
    `"No real company, government office or grandchild in trouble asks to be paid in gift cards or by wire. If anyone asks you to make ${payment(c)} in a hurry, hang up and call me first."`,
  scammers: (c) =>
    giftCards(c)
      ? 'A scammer calls or writes with an emergency (a grandchild in jail, a tax bill, a hacked computer), keeps you on the phone, and tells you to buy gift cards and read out the numbers. Once read, the money is gone.'
      : 'Scammers use card numbers stolen from breaches or fake shops, try a small payment to check the card works, then spend as much as they can before anyone notices.',
  article: 'gift card payment fraud bank',
  recommend: (c) => [callBank(c)],
});

/** payment: an unusual payment (type `payment`). */
export const paymentPlaybook = moneyPlaybook(
  'an unusual payment',
  'An unusual payment is money leaving your account in a way that does not fit how you normally pay: a new shop, an odd amount, or gift cards.',
);

/** transaction: an unusual transaction (type `transaction`). */
export const transaction = moneyPlaybook(
  'an unusual transaction',
  'An unusual transaction is a purchase or transfer that does not look like you: often the sign of a stolen card, or of a scammer talking someone into paying.',
);

/** fraud: fraud on an account (type `fraud`). */
export const fraud = moneyPlaybook(
  'suspected fraud',
  'Fraud means someone is using your card, bank account or identity to take money without your permission.',
);

/** phone_call: a scam call (type `phone_call`). */
export const phoneCall: Playbook = {
  name: 'a scam phone call',
  seen: (c) => `a call from ${c.caller ?? 'an unknown number'}.`,
  what: () =>
    'A scam call pretends to be from a bank, Medicare, the IRS, tech support or a relative, to get money, card numbers or personal details like a Social Security number.',
  why: (c) => [
    c.caller
      ? `The number ${c.caller} is not the official number of who the caller claimed to be; caller ID is easy to fake.`
      : 'Caller ID is easy to fake: a familiar name on the screen proves nothing.',
    ...c.findings.map((f) => `Lifeguard flagged it: ${f}.`),
    'Scam callers create panic so you act before you think, and a few details are enough for identity theft.',
  ],
  now: (c) => [
    `Do not call ${c.caller ?? 'the number'} back, and block it on your phone.`,
    'If you shared a Social Security number, card or bank details, call your bank and consider a credit freeze.',
    'If you need to check, call the organisation on the number from its official website or your card.',
  ],
  family: (c) =>
    `"If someone calls${c.caller ? ` from ${c.caller}` : ''} saying they are from Medicare, the bank or the government and asks for numbers or payment, hang up. Call the number on your card or letter yourself, or call me."`,
  scammers: () =>
    'Scammers use software to call thousands of numbers and fake the caller ID. They read from scripts that create fear (an arrest, a frozen account) or excitement (a prize), and push for payment by gift card, wire or crypto before you can ask anyone.',
  article: 'scam calls phone do not call',
  recommend: (c) =>
    c.caller
      ? [
          {
            title: `Block the number ${c.caller}`,
            description: `Block ${c.caller} in your phone's call settings so the same scammer cannot reach you again.`,
            priority: 'medium',
          },
        ]
      : [],
};
