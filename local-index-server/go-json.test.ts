/** Go `encoding/json` output rules the stand-in reproduces (docs/indexer-api.md §1, §4.4). */
import { describe, expect, it } from 'vitest';
import { goJson, goJsonString } from './go-json';

describe('goJson', () => {
  it('escapes <, >, &, U+2028 and U+2029 like Go and keeps other non-ASCII text', () => {
    expect(goJsonString('<b>&</b>\u2028\u2029 USD₮')).toBe(
      '"\\u003cb\\u003e\\u0026\\u003c/b\\u003e\\u2028\\u2029 USD₮"',
    );
    expect(JSON.parse(goJsonString('<b>&</b>'))).toBe('<b>&</b>');
  });

  it('keeps struct fields in order, drops undefined (omitempty) and sorts map keys', () => {
    const text = goJson({
      z: 1,
      a: undefined,
      extra_currencies: { '239': '1', '1000': '2', '100': '3' },
      address_book: {
        '0:B': { user_friendly: 'x', domain: null },
        '-1:A': { user_friendly: 'y', domain: null },
      },
    });
    expect(text).toBe(
      '{"z":1,"extra_currencies":{"100":"3","1000":"2","239":"1"},"address_book":{"-1:A":{"user_friendly":"y","domain":null},"0:B":{"user_friendly":"x","domain":null}}}',
    );
  });

  it('sorts decoded-JSON maps (token_info extra) at every depth', () => {
    expect(
      goJson({ extra: { uri: 'u', attributes: [{ value: 'v', trait_type: 't' }], _image_big: 'b' } }),
    ).toBe('{"extra":{"_image_big":"b","attributes":[{"trait_type":"t","value":"v"}],"uri":"u"}}');
  });
});
