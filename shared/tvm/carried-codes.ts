/**
 * Contract codes the app carries whole, not only by hash: a library cell names its code by hash, and
 * anyone may publish any code as a masterchain library, so a code the app holds is exactly the library
 * such a cell names and the contract runs (before, a wallet v4r2 deployed as a library cell was named
 * but not run: "the code needs library feb5…, which the app does not carry"). These are the standard
 * wallets a public key is derived into (v3r2, v4r2, v5r1; shared/contracts/wallet-codes.ts reads them
 * here), wallet v1r3 and multisig v2, each as its authors publish it (never compiled or written here),
 * with where it comes from; shared/tvm/libraries.test.ts checks every BoC against its hash. A code added
 * here is carried for library cells at once (shared/tvm/libraries.ts).
 */
import type { BundledLibrary } from './bundled-libraries';

/** ton-org/ton at the commit the project's wallet codes come from. */
const TON_ORG = { repository: 'ton-org/ton', commit: 'ae170453ab31174afdeceef4b13bcc13d848c9f8' } as const;

/** Wallet v3r2's code (ton-org/ton src/wallets/v3/r2.ts). */
export const WALLET_V3R2_CODE =
  'te6cckEBAQEAcQAA3v8AIN0gggFMl7ohggEznLqxn3Gw7UTQ0x/THzHXC//jBOCk8mCDCNcYINMf0x/TH/gjE7vyY+1E0NMf0x/T/9FRMrryoVFEuvKiBPkBVBBV+RDyo/gAkyDXSpbTB9QC+wDo0QGkyMsfyx/L/8ntVBC9ba0=';

/** Wallet v4r2's code (ton-org/ton src/wallets/v4/WalletContractV4.ts). */
export const WALLET_V4R2_CODE = [
  'te6ccgECFAEAAtQAART/APSkE/S88sgLAQIBIAIDAgFIBAUE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKh',
  'UVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMA',
  'AcADkTDjDQOkyMsfEssfy/8QERITAubQAdDTAyFxsJJfBOAi10nBIJJfBOAC0x8hghBwbHVnvSKCEGRzdHK9sJJfBeAD+kAw',
  'IPpEAcjKB8v/ydDtRNCBAUDXIfQEMFyBAQj0Cm+hMbOSXwfgBdM/yCWCEHBsdWe6kjgw4w0DghBkc3RyupJfBuMNBgcCASAI',
  'CQB4AfoA9AQw+CdvIjBQCqEhvvLgUIIQcGx1Z4MesXCAGFAEywUmzxZY+gIZ9ADLaRfLH1Jgyz8gyYBA+wAGAIpQBIEBCPRZ',
  'MO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+ICASAKCwBZvSQr',
  'b2omhAgKBrkPoCGEcNQICEekk30pkQzmkD6f+YN4EoAbeBAUiYcVnzGEAgFYDA0AEbjJftRNDXCx+AA9sp37UTQgQFA1yH0B',
  'DACyMoHy//J0AGBAQj0Cm+hMYAIBIA4PABmtznaiaEAga5Drhf/AABmvHfaiaEAQa5DrhY/AAG7SB/oA1NQi+QAFyMoHFcv/',
  'ydB3dIAYyMsFywIizxZQBfoCFMtrEszMyXP7AMhAFIEBCPRR8qcCAHCBAQjXGPoA0z/IVCBHgQEI9FHyp4IQbm90ZXB0gBjI',
  'ywXLAlAGzxZQBPoCFMtqEssfyz/Jc/sAAgBsgQEI1xj6ANM/MFIkgQEI9Fnyp4IQZHN0cnB0gBjIywXLAlAFzxZQA/oCE8tq',
  'yx8Syz/Jc/sAAAr0AMntVA==',
].join('');

/** Wallet v5r1's (W5 r1) code (ton-org/ton src/wallets/v5r1/WalletContractV5R1.ts). */
export const WALLET_V5R1_CODE = [
  'te6cckECFAEAAoEAART/APSkE/S88sgLAQIBIAINAgFIAwQC3NAg10nBIJFbj2Mg1wsfIIIQZXh0br0hghBzaW50vbCSXwPg',
  'ghBleHRuuo60gCDXIQHQdNch+kAw+kT4KPpEMFi9kVvg7UTQgQFB1yH0BYMH9A5voTGRMOGAQNchcH/bPOAxINdJgQKAuZEw',
  '4HDiEA8CASAFDAIBIAYJAgFuBwgAGa3OdqJoQCDrkOuF/8AAGa8d9qJoQBDrkOuFj8ACAUgKCwAXsyX7UTQcdch1wsfgABGy',
  'YvtRNDXCgCAAGb5fD2omhAgKDrkPoCwBAvIOAR4g1wsfghBzaWduuvLgin8PAeaO8O2i7fshgwjXIgKDCNcjIIAg1yHTH9Mf',
  '0x/tRNDSANMfINMf0//XCgAK+QFAzPkQmiiUXwrbMeHywIffArNQB7Dy0IRRJbry4IVQNrry4Ib4I7vy0IgikvgA3gGkf8jK',
  'AMsfAc8Wye1UIJL4D95w2zzYEAP27aLt+wL0BCFukmwhjkwCIdc5MHCUIccAs44tAdcoIHYeQ2wg10nACPLgkyDXSsAC8uCT',
  'INcdBscSwgBSMLDy0InXTNc5MAGk6GwShAe78uCT10rAAPLgk+1V4tIAAcAAkVvg69csCBQgkXCWAdcsCBwS4lIQseMPINdK',
  'ERITAJYB+kAB+kT4KPpEMFi68uCR7UTQgQFB1xj0BQSdf8jKAEAEgwf0U/Lgi44UA4MH9Fvy4Iwi1woAIW4Bs7Dy0JDiyFAD',
  'zxYS9ADJ7VQAcjDXLAgkji0h8uCS0gDtRNDSAFETuvLQj1RQMJExnAGBAUDXIdcKAPLgjuLIygBYzxbJ7VST8sCN4gAQk1vb',
  'MeHXTNC01sNe',
].join('');

/** The hash of multisig v2's order code, which its code names as a library cell (order_code.func). */
export const MULTISIG_V2_ORDER_CODE_HASH = '6305a8061c856c2ccf05dcb0df5815c71475870567cab5f049e340bcf59251f3';

/** The codes carried whole, beyond the bundled libraries. */
export const CARRIED_CODES: readonly BundledLibrary[] = [
  {
    hash: '587cc789eff1c84f46ec3797e45fc809a14ff5ae24f1e0c7a6a99cc9dc9061ff',
    name: 'wallet v1 r3 code',
    source: { ...TON_ORG, path: 'src/wallets/v1/r3.ts', note: 'the code the wallet class deploys' },
    boc: [
      'te6cckEBAQEAXwAAuv8AIN0gggFMl7ohggEznLqxnHGw7UTQ0x/XC//jBOCk8mCBAgDXGCDXCx/tRNDTH9P/0VESuvKhIvkB',
      'VBBE+RDyovgAAdMfMSDXSpbTB9QC+wDe0aTIyx/L/8ntVLW4bkI=',
    ].join(''),
  },
  {
    hash: '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599',
    name: 'wallet v3 r2 code',
    source: { ...TON_ORG, path: 'src/wallets/v3/r2.ts', note: 'the code the wallet class deploys' },
    boc: WALLET_V3R2_CODE,
  },
  {
    hash: 'feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0',
    name: 'wallet v4 r2 code',
    source: {
      ...TON_ORG,
      path: 'src/wallets/v4/WalletContractV4.ts',
      note: 'the code the wallet class deploys',
    },
    boc: WALLET_V4R2_CODE,
  },
  {
    hash: '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f',
    name: 'wallet v5 r1 (W5) code',
    source: {
      ...TON_ORG,
      path: 'src/wallets/v5r1/WalletContractV5R1.ts',
      note: 'the code the wallet class deploys',
    },
    boc: WALLET_V5R1_CODE,
  },
  {
    hash: 'd3d14da9a627f0ec3533341829762af92b9540b21bf03665fac09c2b46eabbac',
    name: 'multisig wallet v2 code',
    source: {
      repository: 'ton-blockchain/multisig-contract-v2',
      path: 'build/Multisig.compiled.json',
      commit: '1e6f91942afb4515f4a120c2bb80825bf0eeb01c',
      note:
        'the published build (its hex, here as Base64); the real multisig v2 of local-index-server/fixtures/mainnet_states.json ' +
        '(tonkeeper/tongo abi/generated_test.go) holds the same code. Its orders are a library of their own (6305a806…), which ' +
        'the code only names',
    },
    boc: [
      'te6cckECEgEABJUAART/APSkE/S88sgLAQIBYggCAgEgBgMCAWYFBAFZsMn+CgBAXACyFjPFgEBy//JiCLIywH0APQAywDJc',
      'AH5AHTIywISygfL/8nQgEQDxsMr7UTQ0/8BAdMHAQHU0wcBAfQE0gABAdEjf3COF1ESePR8b6UyIZlTArry4GcCpALeAbMS5',
      'mwhUjC68uBsIX9wjhdREnj0fG+lMiGZUwK68uBnAqQC3gGzEuZsITAiwgDy4G4kwgDy4G1SQ7vy4G0BkjN/kQPiA4AFDv3T/',
      'aiaGn/gIDpg4CA6mmDgID6AmkAAIDoiBqvgoD8EdDAcAwvgHA4MM+UEwA4MI+UEw+AdQBqGBJ/gBoHD4NoESBnD4NqCBK+xw',
      '+DaggR2YcPg2oCKmBiKggQU5JqAnoHD4OCOkgQKYJ6Bw+DigA6YGWKCBBuBQBaBQBaBDA3D4N1mgAaACytAz0NMDAXGwkl8D',
      '4PpAMCLXScAAkl8D4ALTHwEgwACSXwTgAdM/Ae1E0NP/AQHTBwEB1NMHAQH0BNIAAQHRKIIQ9xhRD7rjDwVEQ8hQBgHL/1AE',
      'AcsHEswBAcsH9AABAcoAye1UDQkCmjY4JoIQdQl/XbqOugaCEKMsWb+6jqn4KBjHBfLgZQPU0RA0EDZGUPgAf46NIXj0fG+l',
      'IJEy4w0Bs+ZbEDVQNJI0NuJQVBPjDUAVUDMECwoC4jYE0/8BAdMvAQHTBwEB0/8BAdTR+ChQBQFwAshYzxYBAcv/yYgiyMsB',
      '9AD0AMsAyXAB+QB0yMsCEsoHy//J0BvHBfLgZSb5ABq6UZO+GbDy4GYH+CO+8uBvRBRQVvgAf46NIXj0fG+lIJEy4w0Bs+Zb',
      'EQsB+gLXTNDTHwEgghDxOB5buo5qghAdDPvTuo5ebETTBwEB1CF/cI4XURJ49HxvpTIhmVMCuvLgZwKkAt4BsxLmbCEgwgDy',
      '4G4jwgDy4G1TMLvy4G0B9AQhf3COF1ESePR8b6UyIZlTArry4GcCpALeAbMS5mwhMNFVI5Ew4uMNDAAQMNMH1AL7ANEBnjgG',
      '0/8BKLOOEiCE/7qSMCSWUwW68uPw4gWkBd4B0gABAdMHAQHTLwEB1NEjkSaRKuJSMHj0Dm+h8uPvHscF8uPvIPgjvvLgbyD4',
      'I6FUbXAOAdT4BwODDPlBMAODCPlBMPgHUAahgSf4AaBw+DaBEgZw+DaggSvscPg2oIEdmHD4NqAipgYioIEFOSagJ6Bw+Dgj',
      'pIECmCegcPg4oAOmBliggQbgUAWgUAWgQwNw+DdZoAGgHL7y4GT4KFADDwK4AXACyFjPFgEBy//JiCLIywH0APQAywDJcCH5',
      'AHTIywISygfL/8nQyIIQnHP7olgKAssfyz8mAcsHUlDMUAsByy8bzCoBygAKlRkBywcIkTDiECRwQImAGIBQ2zwREACSjkXI',
      'WAHLBVAFzxZQA/oCVHEjI+1E7UXtR59byFADzxfJE3dQA8trzMztZ+1l7WR0f+0RmHYBy2vMAc8X7UHt8QHy/8kB+wDbBghC',
      'AmMFqAYchWwszwXcsN9YFccUdYcFZ8q18EnjQLz1klHzraSsQg==',
    ].join(''),
  },
  {
    hash: MULTISIG_V2_ORDER_CODE_HASH,
    name: 'multisig v2 order code',
    source: {
      repository: 'ton-blockchain/multisig-contract-v2',
      path: 'build/Order.compiled.json',
      commit: '1e6f91942afb4515f4a120c2bb80825bf0eeb01c',
      note:
        'the published build (its hex, here as Base64): the library the multisig v2 code above names for its orders ' +
        '(contracts/auto/order_code.func), so each order account deploys a library cell of it',
    },
    boc: [
      'te6cckECDAEAA3YAART/APSkE/S88sgLAQIBYgMCAMehx3HaiaH0gAPww6f+A/DEQa6TgAEcLGDb8Mbb8Mjb8Mrb8Mzb8M7b8NDb',
      '8NMcRaYOA/DHpAAD8MmoA/DLp/4D8M2mDgPwz6ZeA/DRqAPw06PF8IPwhfCH8Inwi/CN8I/wkfCTA/jQMzHQ0wMBcbCRW+D6QDAB',
      '0x8B7UTQ+kAB+GHT/wH4YiDXScAAjhYwbfhjbfhkbfhlbfhmbfhnbfhobfhpjiLTBwH4Y9IAAfhk1AH4ZdP/Afhm0wcB+GfTLwH4',
      'aNQB+GnR4iDAAOMCAdM/ASKCEJxz+6K64wICghCnYiMPBwUEAUq6jpvTBwEB0fhFUhB49A5vofLgalIwxwXy4GpZ2zzgXwOED/Lw',
      'CAL+MvhBE8cF8uBo+ENujvEB0wcB+GNw+GTUAfhlcPhmcPhn0y8B+Gj4SPgjvvLgb9QB+GnSAAGOmdMHAa74RiGw8tBr+Eek+Gf4',
      'RgGx+GYB2zyRMeLR+En4RvhFyPhBzxb4QgHL//hDAcsH+EQBygDMy//4RwHLB/hIAcsvzMntVAoGAYzgAdMHAfhDuvLgadQB+QD4',
      'RfkAuvLgadMvAfhIuvLgadQB+QD4SfkAuvLgadIAAfLgadMHAQHR+EVSEHj0Dm+h8uBqWNs8CAHIMCDXSsAAjiPIcI4aItdJUjDX',
      'GRLPFiLXSpQC10zQkzF/WOJUEiDmMDHJ0N+EDwGLdhcHByb3ZljHBfL0IHB/jhn4RXj0fG+lIJtSQ8cFlTF/MnAB3pEy4gGz5jLy',
      '4Gr4JRLbPAgCbo8zXO1E7UXtR46YMXDIghCvryg+WAQCyx/LP8sfgBCAUNs87WftZe1kcn/tEYrtQe3xAfL/2wMLCQK0+ETy0HAC',
      'rvhGIbDy0Gv4R6T4Z/hGAbH4ZnDIghCCYJv2JALLH8s/gBCAUNs82zz4SfhG+EXI+EHPFvhCAcv/+EMBywf4RAHKAMzL//hHAcsH',
      '+EgByy/Mye1UCwoBgPhH+EO6jrb4QXD4SciCEHUJf11YBQLLH8s/+EIBy//4SAHLL/hHAcsH+EX5AAHL/xPMEoAQgQCQ2zx/+GSR',
      'MOILAIiOQMhYAcsFUATPFlj6AlRxIO1E7UXtR51byFADzxfJEnFYy2rM7WftZe1kc3/tEZdwActqAc8X7UHt8QHy/8kB+wDbBUX4',
      'Ahw=',
    ].join(''),
  },
];
