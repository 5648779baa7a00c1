/**
 * The library cells the app carries, keyed by hash, each with where it comes from. Some widely held
 * contracts keep their code in a masterchain library and deploy only a library cell naming its hash; the
 * indexer's API cannot fetch a library, so the ones most held on mainnet are bundled here. A BoC is
 * the library's code as the chain holds it, taken from a published build (never compiled or written
 * here), its hash checked against the hash the chain's library cells name. shared/tvm/libraries.test.ts checks
 * every BoC against its key.
 */

/** Where a bundled library's BoC comes from, exactly enough to rebuild it. */
export interface LibrarySource {
  /** GitHub `owner/name`. */
  readonly repository: string;
  /** The file the BoC (or the source it was compiled from) is in. */
  readonly path: string;
  /** The commit, 40 hex digits. */
  readonly commit: string;
  /** How the BoC was made from it, and where the chain uses it. */
  readonly note: string;
}

/** One bundled library. */
export interface BundledLibrary {
  /** Representation hash of the library's root cell, lower-case hex (what a library cell names). */
  readonly hash: string;
  /** What it is. */
  readonly name: string;
  readonly source: LibrarySource;
  /** The library's code, standard Base64 BoC. */
  readonly boc: string;
}

/** The bundled libraries. */
export const BUNDLED_LIBRARIES: readonly BundledLibrary[] = [
  {
    hash: 'e4cf3b2f4c6d6a61ea0f2b5447d266785b26af3637db2deee6bcd1aa826f3412',
    name: 'wallet v5 beta (W5 beta) code',
    source: {
      repository: 'tonkeeper/w5',
      path: 'contracts/wallet_v5.fc',
      commit: '4458be0092adb610e6b95459cfbaca3da4bf5b46',
      note:
        'compiled with FunC 0.4.4 (@ton-community/func-js-bin 0.4.4-newops); the wallet v5 beta library cell ' +
        '(ton-org/ton src/wallets/v5beta/WalletContractV5Beta.ts) names this hash',
    },
    boc: [
      'te6ccgECFAEAArYAART/APSkE/S88sgLAQIBIAIOAgFIAwUC2NAgxwLcAdDWAwHHE9wB1ywjK8OjdI7HAfpAMPpEAaSy7UTQ',
      'gQFx1yH0BYMH9A7dIccQjiQw10wg0CDHANyOFdcoIHYeQ2wg1x0GxxLyZddM0CDHAOYw7VWOgzDbPOKOizEg1ywjm0tzpDHd',
      '4hEEAfAg10mBArG53CCDCNciAYMI1yMggCDXIdNP0x/TH+1E0NIgINNP1wv/CPkBQJj5EN1RIrryoVA1uvKi+CO78mSkyMog',
      'Ac8Wye1U+A8gxxCOI9dMINAgxwDcjhXXKCB2HkNsINcdBscS8mXXTNAgxwDmMO1VjoLbPOIRAgEgBg0CASAHCgICdggJABir',
      'nO1E0IBx1yHXC/8AFKiA7UTQ1wogwv8CASALDAAVtZL9qJoa4UQWwXAAGbRdHaiaEAQ65DrhafAAG75fD2omhAgLjrkPoCGE',
      'AQLyDwESINcoI5tLO3QwEAHmIIMI1yIBgwjXIyCAINch00/TH9Mf7UTQ0iAg00/XC/8I+QFAmPkQ8qNRIrryoVA1uvKi+CO7',
      '8mT4AKTIyiABzxbJ7VT4DyDHEI4j10wg0CDHANyOFdcoIHYeQ2wg1x0GxxLyZddM0CDHAOYw7VWOgts84hECypPSAAGO3Ncs',
      'IOIG3PwgkXCZAdcsIvV3pSQS4lIQsY49MNcsIQZdytSOL9IA7UTQ0iBSBJgwIMEA8qujpI4RIcL/8quBAVDXIdcLAPKqpKPi',
      'yMogWM8Wye1UkvIp4uMN10zQ6NdMEhMAjAH6QAH6RCGksu1E0IEBcdcYIdcKIAH0BQadMALIygdAFIMH9FPyp44RMwSDB/Rb',
      '8qggbgLBABKw8mziyFADzxYS9ADJ7VQAQiDQIMcA3I4V1yggdh5DbCDXHQbHEvJl10zQIMcA5jDtVQ==',
    ].join(''),
  },
  {
    hash: '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68',
    name: 'USD₮ jetton wallet code (stablecoin contract)',
    source: {
      repository: 'ton-blockchain/stablecoin-contract',
      path: 'build/JettonWallet.compiled.json',
      commit: 'f726a8c59bcb755e8d3af084ad7405811f4ab7a1',
      note:
        'the published build; the mainnet USD₮ master EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs hands out ' +
        'a library cell naming this hash as its jetton wallet code',
    },
    boc: [
      'te6ccgECDwEAA9EAART/APSkE/S88sgLAQIBYgIMAvjQAdDTAwFxsI5IE18DgCDXIe1E0NMD+gD6QPpA0QTTHwGEDyGCEBeN',
      'RRm6AoIQe92X3roSsfL0gEDXIfoAMBKgQBMDyMsDWPoCAc8WAc8Wye1U4PpA+kAx+gAx9AH6ADH6AAExcPg6AtMfASCCEA+K',
      'fqW6joUwNFnbPOAzAwYB8gPTPwEB+gD6QCH6RDDAAPLhTe1E0NMD+gD6QPpA0VMJxwUkcbDAACGx8q1SK8cFUAqx8uBJURWh',
      'IML/8q/4KlQlkHBUYAQTFQPIywNY+gIBzxYBzxbJIcjLARP0ABL0AMsAySD5AHB0yMsCygfL/8nQBPpA9AH6ACAEAZgg1wsA',
      'mtdLwAEBwAGw8rGRMOLIghAXjUUZAcsfUAoByz9QCPoCI88WAc8WJvoCUAfPFsnIgBgBywVQBM8WcPoCQGN3UAPLa8zMyUU3',
      'BQC0IZFykXHi+DkgbpOBJCeRIOIhbpQxgShzkQHiUCOoE6BzgQOjcPg8oAJw+DYSoAFw+Dagc4EECYIQCWYBgHD4N6C88rAE',
      'gFD7AFgDyMsDWPoCAc8WAc8Wye1UAtAighAXjUUZuo6EMlrbPOA0IYIQWV8HvLqOhDEB2zzgMiCCEO7SNtO6ji8wAYBA1yHT',
      'A9HtRNDTA/oA+kD6QNEzUULHBfLgSkAzA8jLA1j6AgHPFgHPFsntVOBsIYIQ03IVjLrchA/y8AcKA/TtRNDTA/oA+kD6QNEj',
      'crDAAvJtB9M/AQH6AFFBoAT6QPpAU7rHBfgqVGTgcFRgBBMVA8jLA1j6AgHPFgHPFskhyMsBE/QAEvQAywDJ+QBwdMjLAsoH',
      'y//J0FAMxwUbsfLgSgn6ACGSXwTjDSbXCwHAALOTMGwz4w1VAggJCwBgyIIQc2LQnAHLHyUByz9QBPoCWM8WWM8WyciAEAHL',
      'BSTPFlj6AgFxWMtqzMmAEfsAAHpQVKH4L6BzgQQJghAJZgGAcPg3tgly+wLIgBABywVQBc8WcPoCcAHLaoIQ1TJ22wHLH1gB',
      'yz/JgQCC+wBZAfLtRNDTA/oA+kD6QNEG0z8BAfoA+kD0AdFRQaFSiMcF8uBJJsL/8q/IghB73ZfeAcsfWAHLPwH6AiHPFljP',
      'FsnIgBgBywUmzxZw+gIBcVjLaszJA/g5IG6UMIEWn95xgQLycPg4AXD4NqCBGndw+DagvPKwAoBQ+wADCwAgA8jLA1j6AgHP',
      'FgHPFsntVAIBIA0OACe/2BdqJoaYH9AH0gfSBomfwVIJhAAhvFCPaiaGmB/QB9IH0gaK+Bw=',
    ].join(''),
  },
  {
    hash: 'ba2918c8947e9b25af9ac1b883357754173e5812f807a3d6e642a14709595395',
    name: 'Notcoin jetton wallet code (NOT, DOGS)',
    source: {
      repository: 'OpenBuilders/notcoin-contract',
      path: 'build/JettonWallet.compiled.json',
      commit: '4a970bb283973cafef83786eea7cf481862dcf40',
      note:
        'the published build; real mainnet NOT jetton wallets (broxus/nekoton nekoton-transport/src/gql_ext.rs) ' +
        'and the NOT master data (open4dev/order-book tests/Vault.spec.ts) name this hash; DOGS wallets too ' +
        '(its master hands out the same library cell)',
    },
    boc: [
      'te6ccgECDwEAA4AAART/APSkE/S88sgLAQIBYgIMAvjQAdDTAwFxsI5IE18DgCDXIe1E0NMD+gD6QPpA0QTTHwGEDyGCEBeN',
      'RRm6AoIQe92X3roSsfL0gEDXIfoAMBKgQBMDyMsDWPoCAc8WAc8Wye1U4PpA+kAx+gAx9AH6ADH6AAExcPg6AtMfASCCEA+K',
      'fqW6joUwNFnbPOAzAwYB9gPTPwEB+gD6QCH6RDDAAPLhTe1E0NMD+gD6QPpA0VIaxwXy4ElRFaEgwv/yr/gqVCWQcFRgBBMV',
      'A8jLA1j6AgHPFgHPFskhyMsBE/QAEvQAywDJIPkAcHTIywLKB8v/ydAE+kD0AfoAICDXCwCa10vAAQHAAbDysZEw4gQB/siC',
      'EBeNRRkByx9QCgHLP1AI+gIjzxYBzxYm+gJQB88WyciAGAHLBVAEzxZw+gJAY3dQA8trzMzJRTchkXKRceL4OSBuk4EnUZEg',
      '4iFulDGBKMORAeJQI6gToHOBA6Nw+DygAnD4NhKgAXD4NqBzgQQJghAJZgGAcPg3oLzysAQFACqAUPsAWAPIywNY+gIBzxYB',
      'zxbJ7VQCXCKCEBeNRRm6joQyWts84DQhghBZXwe8uo6EMQHbPOATXwOCENNyFYy63IQP8vAHCgPo7UTQ0wP6APpA+kDRB9M/',
      'AQH6APpA+kBTuscF+CpUZOBwVGAEExUDyMsDWPoCAc8WAc8WySHIywET9AAS9ADLAMn5AHB0yMsCygfL/8nQUAzHBRux8uBK',
      'UVKgCfoAIZJfBOMNItcLAcAAs5UwECRsMeMNUAMICQsAYMiCEHNi0JwByx8lAcs/UAT6AljPFljPFsnIgBABywUkzxZY+gIB',
      'cVjLaszJgBH7AAB4UFSh+C+gc4EECYIQCWYBgHD4N7YJcvsCyIAQAcsFAc8WcPoCcAHLaoIQ1TJ22wHLH1gByz/JgQCC+wAB',
      'AfLtRNDTA/oA+kD6QNEG0z8BAfoA+kD0AdFRQaFSOMcF8uBJJsL/8q/IghB73ZfeAcsfWAHLPwH6AiHPFljPFsnIgBgBywUm',
      'zxZw+gIBcVjLaszJA/g5IG6UMIEXA95xgQLycPg4AXD4NqCBGmVw+DagvPKwAoBQ+wADCwAgA8jLA1j6AgHPFgHPFsntVAIB',
      'IA0OACe/2BdqJoaYH9AH0gfSBomfwVIJhAAhvFCPaiaGmB/QB9IH0gaK+Bw=',
    ].join(''),
  },
  {
    hash: '0f1ad3d8a46bd283321dde639195fb72602e9b31b1727fecc25e2edc10966df4',
    name: 'mintless jetton wallet code (HMSTR and other airdrop jettons)',
    source: {
      repository: 'ton-community/mintless-jetton',
      path: 'build/JettonWallet.compiled.json',
      commit: '14a85e9a17f137836549330b89df02bd859cecea',
      note:
        'the published build (compiling contracts/jetton-wallet.fc at this commit with @ton-community/func-js 0.11.0 ' +
        'gives the same cell); the HMSTR master (ton-community/ton-docs cookbook) and real HMSTR jetton wallets ' +
        '(broxus/nekoton) name this hash',
    },
    boc: [
      'te6ccgECGgEABP8AART/APSkE/S88sgLAQIBYgIVAgLKAxAB9dQHQ0wMBcbCOWxNfA4Ag1yHtRNDTA/oA+kD6QNP/Afhh0wk',
      'B+GLRBNMfAYQPIYIQF41FGboCghB73ZfeuhKx8vSAQNch+gAwEqBAE/hB+EIFyMsDUAT6AljPFgHPFsv/ywnJ7VTg+kD6QDH',
      '6ADH0AfoAMfoAATFw+DoCgQDhNMfASCCEA+KfqW6joUwRDTbPOAzIoIQF41FGbqOhDJa2zzgNCGCEFlfB7y6joQxAds84BNf',
      'A4IQ03IVjLrchA/y8AUIDgP2BNM/AQH6APpAIfpEMMAA8uFN7UTQ0wP6APpA+kDT/wH4YdMJAfhi0VIbxwXy4En4KvhBKxA3',
      'Wds8byIwIPkAcHTIywLKB8v/BPpA9ASAUCJukjI74w4K+gAgINcLAJrXS8ABAcABsPKxkTDiUUihIML/8q/IghAXjUUZCQYH',
      'AKwwAdDTHwGCEA32Ata68rkl8nbUMPhBKPAs+CNSA77yt7vyuBSgBHGxUamh+C+gc4EFE4IQCWYBgHD4N1IQtgkggBD7AqGB',
      'AJD4B3D4NligGqEQOgkQNAH4AcsfUAoByz9QCPoCJs8WAc8WJvoCWM8WyciAGAHLBVAEzxdw+gJAE3dQA8trzMzJRTghkXKR',
      'ceL4OSBuk4F4LpEg4iFulDGBfuCRAeJQI6gToHOBBK1w+DygAnD4NhKgAXD4NqBzgQUTghAJZgGAcPg3oLzysFBT+wBDAw0E',
      '1u1E0NMD+gD6QPpA0/8B+GHTCQH4YtEH0z8BAfoAUUGgBPpA+kBTuscFIJE7jqAw+Cr4QSRUTjDbPG8iMPkAcHTIywLKB8v/',
      'ydBQC8cFCuIK8uBKCfoAIZJfBOMNJtcLAcAAs5MwbDPjDVUCCQsMDQH2hA9/cCb6RDGr+1MRSUYYBMjLA1AD+gIBzxYBzxbL',
      '/yCBAMrIyw8Bzxck+QAl12UlggIBNMjLFxLLD8sPy/+OKQakXAHLCXH5BABScAHL/3H5BACr+yiyUwS5kzQ0I5Ew4iDAICTA',
      'ALEX5hAjXwMzMyJwA8sJySLIywESCgAU9AD0AMsAyQFvAgBgyIIQc2LQnAHLHyUByz9QBPoCWM8WWM8WyciAEAHLBSTPFlj6',
      'AgFxWMtqzMmAEfsAAHpQVKH4L6BzgQUTghAJZgGAcPg3tgly+wLIgBABywVQBc8WcPoCcAHLaoIQ1TJ22wHLH1gByz/JgQCC',
      '+wBZADL4QfhCBcjLA1AE+gJYzxYBzxbL/8sJye1UAbrtRNDTA/oA+kD6QNP/Afhh0wkB+GLRBtM/AQH6APpA9AHRUUGhUjjH',
      'BfLgSSbC//KvyIIQe92X3gHLH1gByz8B+gIhzxZYzxbJyIAYAcsFJs8WcPoCAXFYy2rMyQMPAH74OSBulDCBGATecYEC8nD4',
      'OAFw+DaggXAIcPg2oLzysAKAUPsAA/hB+EIFyMsDUAT6AljPFgHPFsv/ywnJ7VQCAWYRFAIBWBITACM1zny4GfTBwHAA/Lga',
      'NTT/zCAAEQB8CpYuvLgaYAAp0s+BXAgIX6BTfQ+XA2/QBpl+mXmEAgEgFhcAO7/YF2omhpgf0AfSB9IGn/gPww6YSA/DFomf',
      'wVIJhAIBIBgZADW4oR7UTQ0wP6APpA+kDT/wH4YdMJAfhi0V8DgANbnaztRNDTA/oA+kD6QNP/Afhh0wkB+GLRXwOA==',
    ].join(''),
  },
  {
    hash: '701eede652337f699550cc51cb15263259aae6fc6eba976237945f142dda982d',
    name: 'MyTonWallet 2FA wallet code',
    source: {
      repository: 'tonkeeper/tongo',
      path: 'abi/inspect_test.go',
      commit: 'd2a90ae633da49a0814dc1dc7fe9181971a8f6a0',
      note:
        "one of the libraries the test's resolver carries (inspectorLibraries); the real MyTonWallet 2FA wallet " +
        'in the same test (EQDhm4WB2vgKX81Xxz0_hqppyhAXRzIkbgtiinwq9XCdQJxl) names this hash',
    },
    boc: [
      'te6ccgECGQEABRQAART/APSkE/S88sgLAQIBIAIOAgFIAwkCAsoEBgPx1bCIgxwCRW+AB0NMDMfpAMPAlB9MfIYIQU2hAN7q',
      'PH2yBcCHXCx/wJSaCELFfLIy6joo2NiXy0sFUNhMo4w7gMCCCEENWMXS64wI1XwMzghA+zsMzuo4bIccF8uK9cMiAEAHLBVj',
      'PFiH6AstqyYEAoPsA4FuED/Lwg8RBQCsMCTAAPLivFI2xwXy4r0DpFFCRBQDBvAm+Cj6RDDIgBABywVYzxaBMVtY+Db6An9w',
      'ghBleHRuyMsfyz9tAfQAygBwbXRQA8sHywD0AMlxWMtqzMlx+wACAnEHCAAfXtRNDTH/pA1AHQAdP/0wCAA3TIUATPFskFyM',
      'sfUATPFhTME8v/ywABzxbJ7VSAIBIAoLAA29gX+BKvgsAgFYDA0AN7Y7PgSiBqvgrgQ66TVgU0A6YOBU4UA02hQchjAAE7YZ',
      '3gStiFpn5hACPPJxIdcLH/AlJoIQsV8sjLqOijY2JfLSwVQ2EyjjDg8RAvwjgwjXIgSDCNcj1AHQAdQB0CH5AQLTHzHTH9QB',
      '0FRTlds8XlD5EPLivlA2gvDnvwOi+kYCr0WAcD2I3aW7WfMu2LAqVsGH/n00yu0kLfkR8uK+Wbry4r8CcCHXSasCmgHTBwKn',
      'CgGm0KDkMfgjAaGBASy88tLAAdH4AAOkRDUWEAAaRgbwJvgP0wfUMAH7AAP8B/LixyWCEI2ec/i6jtQ1VDY2IoMI1yIDgwjX',
      'IyD5AQHTHzHTH9MfQ2T5EPLivhK68uK/+CNYufLiwNEE0z8w+CMBu/LSxgKOF/gA+COCCBJ1AKDIyz/J0AGkQ0RxAfAm4w3g',
      'NiSCEA2c75S64wIEghCusJiHuuMCXwaED/LwEhQVAfr4AHDIyz/J0AGkA3BUEgNGFvAm+A+CED7OwzNwyIAQAcsF+CjPFoEN',
      'TiL4NvoCy2rLH8nIgBABywVYzxaBO/hw+Db6An9wghBleHRuyMsfyz/IyXNYBYIQDsPIbQPIzBPLH8sHzMkTAfQAEsoAccj4',
      'KG1zUAPLBwHPFvQAyRMAJnRQA8sHywD0AMlxWMtqzMlx+wAAjjRUNSMigwjXIgODCNcjIPkBAdMfMdMf0x9DZPkQ8uK+Erry',
      '4r/4I1i58uLA0QPy4sH4APgjggFRgKDIyz/J0AGkRERwAfAmAv4E8tLBBEMTI4MI1yIEgwjXI9QB0AHUAdAh+QEC0x8x0x/U',
      'AdBUU5XbPF5Q+RDy4r5QNoLw578DovpGAq9FgHA9iN2lu1nzLtiwKlbBh/59NMrtJC35EfLivlm68uK/AnAh10mrApoB0wcC',
      'pwoBptCg5DH4IwGhgQEsvPLSwDDRFhgB9nogyI0FTg2NTczNjYxNzc6V2ViQXBwRGF0YYM8WyweLphdXRoX2RhdGU9jPFlAE',
      'zxYTyweLtpbml0X2RhdGE9e4zxaAIlRwAATLB4tHVzZXKM8WE8sHiyOnuM8WEssHiyaWSM8WyweLE6jPFgHPFosX2M8WesiL',
      'F9jPFhcANMsHi4cGF5bG9hZD2M8WEsv/cvkEAMjL/8nQAPr4AIIQPs7DM3DIgBABywX4KM8WgQ1OIvg2+gLLassfyciAEAHL',
      'BVjPFoE7+HD4NvoCf3CCEGV4dG7Iyx/LP8jJc1gFghAOw8htA8jME8sfywfMyRMB9AASygBxyPgobXNQA8sHAc8W9ADJdFAD',
      'ywfLAPQAyXFYy2rMyXH7AA==',
    ].join(''),
  },
];
