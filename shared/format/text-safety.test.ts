import { describe, expect, it } from 'vitest';
import { checkTextSafety, nameProblem, nameProblemMessage, shortenText, visibleText } from './text-safety';

describe('checkTextSafety', () => {
  it('says nothing about plain names, in any one script', () => {
    for (const text of [
      'index-explorer.ton',
      'Tether USD',
      'Привет мир',
      'Ελληνικά',
      'Tether USD · Тезер',
      'العربية',
      '名前',
    ]) {
      expect(checkTextSafety(text).warning, text).toBeNull();
    }
  });

  it('names a word that mixes Latin with Cyrillic or Greek look-alikes', () => {
    const cyr = checkTextSafety('t\u0435ther.ton'); // Cyrillic е
    expect(cyr.mixedWith).toEqual(['Cyrillic']);
    expect(cyr.warning).toBe('Mixes Latin and Cyrillic letters — may imitate another name.');
    expect(checkTextSafety('\u03BFpenai.ton').mixedWith).toEqual(['Greek']); // Greek ο
  });

  it('names a right-to-left override and other direction controls', () => {
    const rlo = checkTextSafety('evil\u202Egnp.exe');
    expect(rlo.override).toBe(true);
    expect(rlo.bidi).toEqual(['RLO']);
    expect(rlo.warning).toContain('right-to-left override');
    expect(checkTextSafety('a\u2067b\u2069').warning).toBe('Contains text-direction controls (RLI, PDI).');
  });

  it('counts hidden characters: zero-width, joiners, BOM, soft hyphen, controls, Hangul filler', () => {
    const found = checkTextSafety('us\u200Bdt\u200D.t\uFEFFon\u00AD\u0007\u3164');
    expect(found.hidden).toBe(6);
    expect(found.warning).toBe('Contains 6 hidden characters.');
    expect(checkTextSafety('line one\nline two\ttab').warning).toBeNull();
  });

  it('examines only the first `limit` characters of a 10 MB text, and says so', () => {
    const text = `t\u0435ther${'x'.repeat(10_000_000)}\u202E`;
    const found = checkTextSafety(text, 256);
    expect(found.partial).toBe(true);
    expect(found.override).toBe(false);
    expect(found.warning).toBe(
      'Mixes Latin and Cyrillic letters — may imitate another name (in the part checked).',
    );
  });
});

describe('visibleText and shortenText', () => {
  it('turns every concealing character into a marker and keeps the rest', () => {
    expect(visibleText('a\u202Eb\u200Bc')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'marker', text: 'RLO', code: 'U+202E' },
      { kind: 'text', text: 'b' },
      { kind: 'marker', text: 'U+200B', code: 'U+200B' },
      { kind: 'text', text: 'c' },
    ]);
  });

  it('cuts at a bound without splitting a surrogate pair', () => {
    expect(shortenText('abc', 5)).toEqual({ shown: 'abc', cut: false });
    expect(shortenText('ab😀cd', 3)).toEqual({ shown: 'ab', cut: true });
    expect(shortenText('x'.repeat(10_000_000), 200).shown).toHaveLength(200);
  });
});

const SELECTOR = 'a variation selector after a character it cannot change (it shows nothing)';

describe('nameProblem', () => {
  it('refuses what would hide or turn a name around: controls, direction controls, invisible characters', () => {
    for (const [text, code, what] of [
      ['gift\u202Etxt.exe', 'U+202E', 'a direction override (RLO), which shows the text after it in reverse'],
      ['a\u2067b', 'U+2067', 'a text-direction control (RLI)'],
      ['a\u0000b', 'U+0000', 'a control character or line break'],
      ['a\nb', 'U+000A', 'a control character or line break'],
      ['a\u2028b', 'U+2028', 'a control character or line break'],
      ['soft\u00ADhyphen', 'U+00AD', 'an invisible character'],
      ['tag\u{E0041}\u{E0042}', 'U+E0041', 'an invisible character'],
      ['zero\u200Bwidth', 'U+200B', 'an invisible character'],
      ['\uFEFFbom', 'U+FEFF', 'an invisible character'],
      ['filler\u3164', 'U+3164', 'an invisible character'],
      ['\u200Djoiner first', 'U+200D', 'an invisible character'],
      ['joiner last\u200C', 'U+200C', 'an invisible character'],
      ['two\u200D\u200Djoiners', 'U+200D', 'an invisible character'],
      ['grapheme\u034Fjoiner', 'U+034F', 'an invisible character'],
      ['blank\u2800', 'U+2800', 'a braille pattern blank, which looks like an empty space'],
      ['\u2800', 'U+2800', 'a braille pattern blank, which looks like an empty space'],
      ['Alice\uFE0F', 'U+FE0F', SELECTOR],
      ['\uFE0FAlice', 'U+FE0F', SELECTOR],
      ['Ali\u{E0100}ce', 'U+E0100', SELECTOR],
      ['A\uFE00lice', 'U+FE00', SELECTOR],
      ['❤\uFE0F\uFE0F', 'U+FE0F', SELECTOR],
      [
        'e\u0301\u0302\u0303\u0304\u0305',
        'U+0305',
        'combining mark 5 on one character — at most 4 are allowed',
      ],
      [`Z${'\u0301'.repeat(50)}`, 'U+0301', 'combining mark 5 on one character — at most 4 are allowed'],
    ] as const) {
      expect(nameProblem(text), JSON.stringify(text)).toEqual({ code, what });
    }
  });

  it('takes any visible text, joiners between visible characters included', () => {
    for (const text of [
      'Customer #4411',
      'Пётр 🧊 中文',
      '👩\u200D💻 dev',
      'می\u200Cخواهم',
      'العربية',
      'e\u0301',
      // An emoji keeps its presentation selector; keycaps and flags in ZWJ sequences too.
      '❤\uFE0F Alice',
      '1\uFE0F\u20E3 first',
      '🏳\uFE0F\u200D🌈',
      // Ideographic and standardised variants after what they vary.
      '葛\u{E0100}城',
      '≩\uFE00',
      // Vietnamese (2 marks), pointed Hebrew, and 4 marks on one letter.
      'Nguye\u0302\u0303n',
      'שָׁלוֹם',
      'a\u0301\u0302\u0303\u0304',
    ]) {
      expect(nameProblem(text), text).toBeNull();
    }
    expect(nameProblemMessage('ok', 'a label')).toBeNull();
    expect(nameProblemMessage('a\u00ADb', 'A profile name')).toBe(
      'A profile name is one line of visible text: U+00AD (an invisible character) is not allowed',
    );
  });
});
