import { describe, expect, it } from 'vitest';
import {
  answerText,
  figuresTime,
  MISSING_LIBRARY_TITLE,
  NO_JETTON_WALLET_TEXT,
  notAPersonsWalletText,
  notRunText,
  RECIPIENT_TOKENS,
  readHereFiguresTime,
  typoSentences,
  type AnswerFacts,
} from './ticket-answer';

const at = (value: number | string) =>
  `<${typeof value === 'number' ? new Date(value).toISOString() : value}>`;
const LOCK_HINT = 'This wallet cannot send these tokens; incoming transfers still arrive.';

const facts = (extra: Partial<AnswerFacts> = {}): AnswerFacts => ({
  address: 'UQcustomer',
  kind: 'wallet v4 r2',
  notRun: null,
  contract: { state: 'read' },
  jettonWallet: null,
  kindFacts: null,
  status: 'active — the account exists and has code',
  balance: '3.5 TON (3500000000 nanotons)',
  extraCurrencies: [],
  lookAlike: null,
  tokens: {
    state: 'read',
    held: [
      {
        name: 'USD₮',
        balance: '1.5 USD₮',
        lock: 'outgoing transfers locked (status 1)',
        lockHint: LOCK_HINT,
        lookAlike: null,
        jettonWallet: 'EQlocked',
      },
      {
        name: 'USD₮',
        balance: '4.1001 USD₮',
        lock: 'no lock in this jetton',
        lockHint: null,
        lookAlike: "Look-alike: it calls itself USD₮, but its jetton master is not USD₮'s (EQreal).",
        jettonWallet: 'EQfake',
      },
    ],
    none: [
      { name: 'NOT', lookAlike: null },
      { name: 'DOGS', lookAlike: null },
    ],
  },
  sameKey: [
    { label: 'wallet v3 r2', address: 'UQold', state: 'active · 2 TON', isThis: false },
    { label: 'wallet v4 r2', address: 'UQcustomer', state: 'active · 3.5 TON', isThis: true },
  ],
  typos: ['line 3, column 18: the customer wrote “UQo1d”, corrected to UQold before the lookup'],
  messageAddresses: [],
  figures: figuresTime(
    {
      lookedUpAt: Date.UTC(2026, 10, 25, 9, 20, 25),
      lastBlock: { seqno: 48297462, gen_utime: String(Date.UTC(2026, 10, 25, 9, 20) / 1000) },
      indexer: 'Local indexer',
      fromLog: false,
      readAt: Date.UTC(2026, 10, 25, 9, 21),
    },
    at,
  ),
  links: [{ name: 'Tonviewer', url: 'https://tonviewer.com/UQcustomer' }],
  ...extra,
});

describe('the answer for a ticket', () => {
  it('says each fact of the page on its own line: account and kind, balance, tokens with locks, look-alike, same key, typo, when, links', () => {
    expect(answerText(facts())).toBe(
      [
        'Account: UQcustomer — wallet v4 r2',
        'Status: active — the account exists and has code',
        'Balance: 3.5 TON (3500000000 nanotons)',
        'Tokens:',
        `- USD₮: 1.5 USD₮ — outgoing transfers locked (status 1). ${LOCK_HINT}`,
        '  jetton wallet EQlocked',
        "- USD₮ (⚠ Look-alike: it calls itself USD₮, but its jetton master is not USD₮'s (EQreal).): 4.1001 USD₮ — no lock in this jetton",
        '  jetton wallet EQfake',
        `${NO_JETTON_WALLET_TEXT}: NOT, DOGS.`,
        "Same key (the standard wallets of this account's public key):",
        '- wallet v3 r2: UQold — active · 2 TON',
        '- wallet v4 r2: UQcustomer (this wallet)',
        "In the customer's message:",
        '- line 3, column 18: the customer wrote “UQo1d”, corrected to UQold before the lookup',
        'Status, balance and record: the indexer (Local indexer) gave them on <2026-11-25T09:20:25.000Z>, when its last indexed block was #48,297,462 of <2026-11-25T09:20:00.000Z>.',
        'Explorers:',
        '- Tonviewer: https://tonviewer.com/UQcustomer',
        '',
      ].join('\n'),
    );
  });

  it("lists the extra currencies under the balance, in each currency's smallest units", () => {
    const text = answerText(
      facts({ extraCurrencies: ['currency #100: 5000000', 'currency #239: 1000000000000'] }),
    );
    expect(text).toContain(
      "Balance: 3.5 TON (3500000000 nanotons)\nExtra currencies (in each currency's smallest units: the chain keeps no name or decimals for an extra currency):\n- currency #100: 5000000\n- currency #239: 1000000000000\n",
    );
    expect(answerText(facts())).not.toContain('Extra currencies');
  });

  it('says a lookup reopened from the log is as logged, and what was read now', () => {
    const reopened = figuresTime(
      { lookedUpAt: '2026-11-25T09:20:25.000Z', lastBlock: null, indexer: 'X', fromLog: true, readAt: 0 },
      at,
    );
    expect(reopened.asGiven).toBe(
      'Status, balance and record: as logged — the indexer (X) gave them on <2026-11-25T09:20:25.000Z>, its last indexed block unknown.',
    );
    expect(reopened.readNow).toBe(
      "Tokens, their locks, the same-key wallets and the contract are read now, on <1970-01-01T00:00:00.000Z>, from the indexer's current state — not as logged.",
    );
    expect(answerText(facts({ figures: reopened }))).toContain(`\n${reopened.readNow}\n`);
    expect(readHereFiguresTime('X', 0, at).asGiven).toBe(
      'Status, balance and record: read from the indexer (X) for this page, on <1970-01-01T00:00:00.000Z>.',
    );
  });

  it('never passes a token still being read, or one that failed, for a read one; warns of a look-alike account', () => {
    expect(answerText(facts({ tokens: { state: 'reading', held: [], none: [] } }))).toContain(
      'Tokens: still being read when this was copied.',
    );
    expect(
      answerText(
        facts({ tokens: { state: 'failed', problem: 'the indexer timed out', held: [], none: [] } }),
      ),
    ).toContain('Tokens: could not be read (the indexer timed out).');
    const text = answerText(
      facts({ lookAlike: 'Look-alike: it calls itself USD₮.', tokens: null, sameKey: null }),
    );
    expect(text).toContain('\n⚠ Look-alike: it calls itself USD₮.\n');
    expect(text).not.toContain('Tokens');
    expect(text).not.toContain('Same key');
  });

  it('says a jetton wallet\'s own owner, master, exact balance and lock — the answer to "my USDT are stuck"', () => {
    const text = answerText(
      facts({
        kind: 'jetton wallet',
        tokens: null,
        sameKey: null,
        jettonWallet: {
          owner: 'UQowner',
          master: 'EQusdt',
          confirmed: true,
          balance: '1.5 USD₮ (1500000 base units)',
          lock: 'outgoing transfers locked (status 1)',
          lockHint: LOCK_HINT,
        },
      }),
    );
    expect(text).toContain(
      [
        'Balance: 3.5 TON (3500000000 nanotons)',
        'Jetton wallet:',
        '- Owner: UQowner',
        '- Jetton master: EQusdt — confirmed: the master derives this wallet for its owner',
        '- Balance: 1.5 USD₮ (1500000 base units)',
        `- Lock status: outgoing transfers locked (status 1). ${LOCK_HINT}`,
      ].join('\n'),
    );
    const unconfirmed = answerText(
      facts({
        jettonWallet: {
          owner: null,
          master: 'EQx',
          confirmed: false,
          balance: '7 base units (decimals unknown)',
          lock: null,
          lockHint: null,
        },
      }),
    );
    expect(unconfirmed).toContain(
      '- Owner: none named\n- Jetton master: EQx — NOT confirmed: the master names another wallet for this owner\n',
    );
    expect(unconfirmed).not.toContain('Lock status');
  });

  it("says a jetton wallet given as the recipient is not a person's wallet, names its owner, and what was sent to it", () => {
    const jettonWallet = {
      owner: 'UQowner',
      master: 'EQusdt',
      confirmed: true,
      balance: '1.5 USD₮ (1500000 base units)',
      lock: null,
      lockHint: null,
    };
    const sentTo = (held: boolean, none = true) =>
      answerText(
        facts({
          address: 'EQjettonwallet',
          kind: 'jetton wallet',
          sameKey: null,
          jettonWallet,
          tokens: {
            asRecipient: true,
            state: 'read',
            held: held
              ? [
                  {
                    name: 'USD₮',
                    balance: '50 USD₮',
                    lock: 'unlocked (status 0)',
                    lockHint: null,
                    lookAlike: null,
                    jettonWallet: 'EQstuck',
                  },
                ]
              : [],
            none: none ? [{ name: held ? 'NOT' : 'USD₮', lookAlike: null }] : [],
          },
        }),
      );
    const owner =
      "This is a jetton wallet, not a person's wallet: tokens should be sent to its owner, UQowner.";
    expect(notAPersonsWalletText('UQowner')).toBe(owner);
    expect(sentTo(true)).toContain(`Account: EQjettonwallet — jetton wallet\n${owner}\nStatus: `);
    expect(sentTo(true)).toContain(
      [
        'Tokens sent to this address as a recipient:',
        "Tokens sent with this jetton wallet's address as the recipient land in jetton wallets this contract owns, which it cannot send on; its owner's wallet does not show them.",
        '- USD₮: 50 USD₮ — unlocked (status 0)',
        '  jetton wallet EQstuck',
        'No jetton wallet — nothing was ever sent to this address as a recipient of these jettons: NOT.',
      ].join('\n'),
    );
    // No jetton wallet at all: said once, by the line that names the jettons (as the page says it).
    expect(sentTo(false)).toContain(
      [
        'Tokens sent to this address as a recipient:',
        RECIPIENT_TOKENS.meaning,
        `${RECIPIENT_TOKENS.none}: USD₮.`,
      ].join('\n'),
    );
    expect(sentTo(false)).not.toContain('no jetton wallet for any jetton checked');
    // Nothing named either (every jetton checked had a problem): the title says it.
    expect(sentTo(false, false)).toContain(
      'Tokens sent to this address as a recipient: no jetton wallet for any jetton checked.',
    );
    // An owner that is itself a jetton wallet is no place to send tokens: the answer says what it is.
    const ownedByJettonWallet = answerText(
      facts({ kind: 'jetton wallet', jettonWallet: { ...jettonWallet, ownerIsJettonWallet: true } }),
    );
    expect(ownedByJettonWallet).toContain(
      "This is a jetton wallet owned by another jetton wallet, UQowner: tokens sent with that jetton wallet's address as the recipient land here, and neither contract can send them on.",
    );
    expect(ownedByJettonWallet).not.toContain("not a person's wallet");
    // A wallet's own answer keeps its words: no recipient sentence, "no jetton wallet yet".
    expect(answerText(facts())).not.toContain(RECIPIENT_TOKENS.meaning);
    expect(answerText(facts())).toContain(`${NO_JETTON_WALLET_TEXT}: NOT, DOGS.`);
    expect(answerText(facts())).not.toContain("not a person's wallet");
  });

  it('says what a vesting wallet has locked and when it unlocks — the answer to "it won\'t let me withdraw"', () => {
    const text = answerText(
      facts({
        kind: 'vesting wallet',
        tokens: null,
        sameKey: null,
        kindFacts: {
          title: 'Vesting',
          fields: [
            { name: 'Locked now', value: '1,060,606.166666667 TON' },
            { name: 'Next unlock', value: 'Dec 9, 2026 (in 9 d at the indexed time)' },
          ],
        },
      }),
    );
    expect(text).toContain(
      [
        'Balance: 3.5 TON (3500000000 nanotons)',
        'Vesting:',
        '- Locked now: 1,060,606.166666667 TON',
        '- Next unlock: Dec 9, 2026 (in 9 d at the indexed time)',
      ].join('\n'),
    );
    // Still being read: the locks are not there yet, and the answer says why.
    expect(answerText(facts({ contract: { state: 'reading' } }))).not.toContain('Vesting:');
  });

  it('never passes a contract still being read, or one that failed, for a read one', () => {
    const reading = answerText(facts({ contract: { state: 'reading' } }));
    expect(reading).toContain('\nContract: still being read when this was copied');
    expect(answerText(facts({ contract: { state: 'failed', problem: 'the emulator stopped' } }))).toContain(
      '\nContract: could not be read (the emulator stopped).\n',
    );
    expect(answerText(facts())).not.toContain('Contract:');
  });

  it('notes the typos of the customer’s message: each correction and each address left invalid', () => {
    expect(
      typoSentences(
        {
          text: '',
          cut: false,
          skipped: [],
          invalid: [
            { input: 'EQbad', line: 2, column: 5, reason: 'checksum does not match', corrections: ['0:AB'] },
          ],
          corrected: [{ typed: 'UQo1d', to: 'UQold', line: 3, column: 18 }],
        },
        (raw) => `shown(${raw})`,
      ),
    ).toEqual([
      'line 3, column 18: the customer wrote “UQo1d”, corrected to UQold before the lookup',
      'line 2, column 5: “EQbad” is not a valid address (checksum does not match) and was not looked up; one edit from shown(0:AB)',
    ]);
    expect(typoSentences(undefined, String)).toEqual([]);
  });

  it("says on each account's page which correction is this account's and which another's", () => {
    const pasted = {
      text: '',
      cut: false,
      skipped: [],
      invalid: [],
      corrected: [
        { typed: 'UQo1d', to: 'UQold', line: 1, column: 181 },
        { typed: 'EQb4d', to: 'EQbad', line: 2, column: 1 },
      ],
    };
    expect(typoSentences(pasted, String, { line: 1, column: 37 })).toEqual([
      'line 1, column 181: the customer wrote “UQo1d”, corrected to UQold before the lookup (not this account)',
      'line 2, column 1: the customer wrote “EQb4d”, corrected to EQbad before the lookup (not this account)',
    ]);
    expect(typoSentences(pasted, String, { line: 2, column: 1 })[1]).toMatch(
      /before the lookup \(this account\)$/,
    );
  });
});

describe("the answer's word on a contract none of whose get-methods ran", () => {
  const hash = '0ef19e1bf40f2ba492fcaac386eeca59bf6827a3850708d9fcd9adb683abc336';
  const problem = `The code is a library cell naming library ${hash}, which the app does not carry…`;

  it('a missing library as the banner says it, once, after the account', () => {
    const notRun = notRunText({
      library: { hash, origin: 'missing', name: 'mintless jetton wallet, earlier build' },
      not_run: { reason: 'library_missing', problem },
    });
    expect(notRun).toBe(
      `${MISSING_LIBRARY_TITLE}: library ${hash} (mintless jetton wallet, earlier build), so none of its get-methods can run.`,
    );
    const lines = answerText(facts({ notRun })).split('\n');
    expect(lines[1]).toBe(`Contract: ${notRun}`);
    expect(lines.filter((line) => line.includes(hash))).toHaveLength(1);
  });

  it('any other reason as the problem the page lists; nothing when the get-methods ran', () => {
    const noData = 'The indexer sent no data for this account (its data_boc is empty), so …';
    expect(notRunText({ not_run: { reason: 'no_data', problem: noData } })).toBe(noData);
    expect(notRunText({})).toBeNull();
    expect(answerText(facts())).not.toContain('Contract:');
  });
});
