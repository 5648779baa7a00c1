/* eslint-disable */
// Generated from the zod schemas by scripts/generate-api-validators.ts (shared/api/validator-codegen.ts).
// Do not edit. After changing a schema in shared/api, run: npx tsx scripts/generate-api-validators.ts
import type { GeneratedModule } from '../schema-walk';

export const accountStatesResponse: GeneratedModule = {
  hash: "bb5c9c76",
  make(T, INVALID) {
    const R0 = new RegExp("^-?\\d\\d?\\d?:[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]$", "");
    const R1 = new RegExp("^[A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-]=?$", "");
    const R2 = new RegExp("^\\d+$", "");
    const R3 = new RegExp("^\\d\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?$", "");
    function M4(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      for (const k in o) {
        if (!Object.hasOwn(o, k)) continue;
        if (k === "__proto__") {
          delete o[k];
          continue;
        }
        if (!(typeof k === "string" && R3.test(k))) return INVALID;
        const x = o[k];
        if (!(typeof x === "string" && R2.test(x))) return INVALID;
      }
      return o;
    }
    function W5(v: any): unknown {
      return v === null ? null : M4(v);
    }
    function T6(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[0]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F7(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T6(m);
    }
    function W8(v: any): unknown {
      return v === null ? null : F7(v);
    }
    const R9 = new RegExp("^-?\\d+$", "");
    function A10(v: any): boolean {
      if (!Array.isArray(v)) return false;
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        if (!(typeof x === "number" && Number.isFinite(x) && Number.isInteger(x) && x >= -9007199254740991 && x <= 9007199254740991)) return false;
      }
      return true;
    }
    function T11(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[1]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F12(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T11(m);
    }
    function A13(v: any): unknown {
      if (!Array.isArray(v)) return INVALID;
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        const y = F12(x);
        if (y === INVALID) return INVALID;
        if (y !== x) v[i] = y;
      }
      return v;
    }
    function T14(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[2]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F15(v: any): unknown {
      const m = A13(v);
      if (m === INVALID) return INVALID;
      return T14(m);
    }
    function W16(v: any): unknown {
      return v === null ? null : F15(v);
    }
    function W17(v: any): unknown {
      return v === undefined ? undefined : W16(v);
    }
    const K18 = new Set<string>(["address","account_state_hash","balance","extra_currencies","status","frozen_hash","last_transaction_hash","last_transaction_lt","data_hash","code_hash","data_boc","code_boc","contract_methods","interfaces"]);
    function T20(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[3]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F21(v: any): unknown {
      const m = (true ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T20(m);
    }
    function X19(o: any, K: Set<string>): unknown {
      for (const k in o) {
        if (K.has(k)) continue;
        if (k === "__proto__") {
          delete o[k];
          continue;
        }
        const x = o[k];
        {
          const y = F21(x);
          if (y === INVALID) return INVALID;
          if (y !== x) o[k] = y;
        }
      }
      return o;
    }
    function O22(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["address"];
      if (x0 === undefined && !("address" in o)) return INVALID;
      n++;
      if (!(typeof x0 === "string" && R0.test(x0))) return INVALID;
      const x1 = o["account_state_hash"];
      if (x1 === undefined && !("account_state_hash" in o)) return INVALID;
      n++;
      if (!(typeof x1 === "string" && R1.test(x1))) return INVALID;
      const x2 = o["balance"];
      if (x2 === undefined && !("balance" in o)) return INVALID;
      n++;
      if (!((x2 === null || typeof x2 === "string" && R2.test(x2)))) return INVALID;
      const x3 = o["extra_currencies"];
      if (x3 === undefined && !("extra_currencies" in o)) return INVALID;
      n++;
      {
        const y = W5(x3);
        if (y === INVALID) return INVALID;
        if (y !== x3) o["extra_currencies"] = y;
      }
      const x4 = o["status"];
      if (x4 === undefined && !("status" in o)) return INVALID;
      n++;
      {
        const y = W8(x4);
        if (y === INVALID) return INVALID;
        if (y !== x4) o["status"] = y;
      }
      const x5 = o["frozen_hash"];
      if (x5 !== undefined || "frozen_hash" in o) {
        n++;
        if (!((x5 === undefined || typeof x5 === "string" && R1.test(x5)))) return INVALID;
      }
      const x6 = o["last_transaction_hash"];
      if (x6 === undefined && !("last_transaction_hash" in o)) return INVALID;
      n++;
      if (!((x6 === null || typeof x6 === "string" && R1.test(x6)))) return INVALID;
      const x7 = o["last_transaction_lt"];
      if (x7 === undefined && !("last_transaction_lt" in o)) return INVALID;
      n++;
      if (!((x7 === null || typeof x7 === "string" && R9.test(x7)))) return INVALID;
      const x8 = o["data_hash"];
      if (x8 !== undefined || "data_hash" in o) {
        n++;
        if (!((x8 === undefined || typeof x8 === "string" && R1.test(x8)))) return INVALID;
      }
      const x9 = o["code_hash"];
      if (x9 !== undefined || "code_hash" in o) {
        n++;
        if (!((x9 === undefined || typeof x9 === "string" && R1.test(x9)))) return INVALID;
      }
      const x10 = o["data_boc"];
      if (x10 !== undefined || "data_boc" in o) {
        n++;
        if (!((x10 === undefined || typeof x10 === "string" && x10.length <= 16777216))) return INVALID;
      }
      const x11 = o["code_boc"];
      if (x11 !== undefined || "code_boc" in o) {
        n++;
        if (!((x11 === undefined || typeof x11 === "string" && x11.length <= 16777216))) return INVALID;
      }
      const x12 = o["contract_methods"];
      if (x12 !== undefined || "contract_methods" in o) {
        n++;
        if (!((x12 === undefined || (x12 === null || A10(x12))))) return INVALID;
      }
      const x13 = o["interfaces"];
      if (x13 !== undefined || "interfaces" in o) {
        n++;
        {
          const y = W17(x13);
          if (y === INVALID) return INVALID;
          if (y !== x13) o["interfaces"] = y;
        }
      }
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X19(o, K18);
    }
    function A23(v: any): unknown {
      if (!Array.isArray(v)) return INVALID;
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        const y = O22(x);
        if (y === INVALID) return INVALID;
        if (y !== x) v[i] = y;
      }
      return v;
    }
    function T24(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[4]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F25(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T24(m);
    }
    function W26(v: any): unknown {
      return v === null ? null : F25(v);
    }
    function W27(v: any): unknown {
      return v === undefined ? undefined : W26(v);
    }
    function W28(v: any): unknown {
      return v === null ? null : F15(v);
    }
    function W29(v: any): unknown {
      return v === undefined ? undefined : W28(v);
    }
    const K30 = new Set<string>(["user_friendly","domain","interfaces"]);
    function O31(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["user_friendly"];
      if (x0 === undefined && !("user_friendly" in o)) return INVALID;
      n++;
      if (!(typeof x0 === "string" && x0.length <= 128)) return INVALID;
      const x1 = o["domain"];
      if (x1 !== undefined || "domain" in o) {
        n++;
        {
          const y = W27(x1);
          if (y === INVALID) return INVALID;
          if (y !== x1) o["domain"] = y;
        }
      }
      const x2 = o["interfaces"];
      if (x2 !== undefined || "interfaces" in o) {
        n++;
        {
          const y = W29(x2);
          if (y === INVALID) return INVALID;
          if (y !== x2) o["interfaces"] = y;
        }
      }
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X19(o, K30);
    }
    function M32(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      for (const k in o) {
        if (!Object.hasOwn(o, k)) continue;
        if (k === "__proto__") {
          delete o[k];
          continue;
        }
        if (!(typeof k === "string" && k.length <= 128)) return INVALID;
        const x = o[k];
        {
          const y = O31(x);
          if (y === INVALID) return INVALID;
          if (y !== x) o[k] = y;
        }
      }
      return o;
    }
    function W33(v: any): unknown {
      return v === null ? null : M32(v);
    }
    function T34(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[5]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F35(v: any): unknown {
      const m = W33(v);
      if (m === INVALID) return INVALID;
      return T34(m);
    }
    function T36(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[6]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F37(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T36(m);
    }
    function W38(v: any): unknown {
      return v === undefined ? undefined : F37(v);
    }
    function T39(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[7]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F40(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T39(m);
    }
    function W41(v: any): unknown {
      return v === undefined ? undefined : F40(v);
    }
    function T42(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[8]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F43(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T42(m);
    }
    function W44(v: any): unknown {
      return v === undefined ? undefined : F43(v);
    }
    function T45(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[9]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F46(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T45(m);
    }
    function W47(v: any): unknown {
      return v === undefined ? undefined : F46(v);
    }
    function T48(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[10]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F49(v: any): unknown {
      const m = (typeof v === "string" ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T48(m);
    }
    function W50(v: any): unknown {
      return v === undefined ? undefined : F49(v);
    }
    function M51(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      for (const k in o) {
        if (!Object.hasOwn(o, k)) continue;
        if (k === "__proto__") {
          delete o[k];
          continue;
        }
        const x = o[k];
        if (!(true)) return INVALID;
      }
      return o;
    }
    function F52(v: any): unknown {
      const m = F21(v);
      if (m === INVALID) return INVALID;
      return M51(m);
    }
    function W53(v: any): unknown {
      return v === undefined ? undefined : F52(v);
    }
    const K54 = new Set<string>(["valid","type","name","symbol","description","image","nft_index","is_nsfw","is_scam","extra"]);
    function O55(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["valid"];
      if (x0 !== undefined || "valid" in o) {
        n++;
        if (!((x0 === undefined || typeof x0 === "boolean"))) return INVALID;
      }
      const x1 = o["type"];
      if (x1 !== undefined || "type" in o) {
        n++;
        {
          const y = W38(x1);
          if (y === INVALID) return INVALID;
          if (y !== x1) o["type"] = y;
        }
      }
      const x2 = o["name"];
      if (x2 !== undefined || "name" in o) {
        n++;
        {
          const y = W41(x2);
          if (y === INVALID) return INVALID;
          if (y !== x2) o["name"] = y;
        }
      }
      const x3 = o["symbol"];
      if (x3 !== undefined || "symbol" in o) {
        n++;
        {
          const y = W44(x3);
          if (y === INVALID) return INVALID;
          if (y !== x3) o["symbol"] = y;
        }
      }
      const x4 = o["description"];
      if (x4 !== undefined || "description" in o) {
        n++;
        {
          const y = W47(x4);
          if (y === INVALID) return INVALID;
          if (y !== x4) o["description"] = y;
        }
      }
      const x5 = o["image"];
      if (x5 !== undefined || "image" in o) {
        n++;
        {
          const y = W50(x5);
          if (y === INVALID) return INVALID;
          if (y !== x5) o["image"] = y;
        }
      }
      const x6 = o["nft_index"];
      if (x6 !== undefined || "nft_index" in o) {
        n++;
        if (!((x6 === undefined || typeof x6 === "string" && R2.test(x6)))) return INVALID;
      }
      const x7 = o["is_nsfw"];
      if (x7 !== undefined || "is_nsfw" in o) {
        n++;
        if (!((x7 === undefined || typeof x7 === "boolean"))) return INVALID;
      }
      const x8 = o["is_scam"];
      if (x8 !== undefined || "is_scam" in o) {
        n++;
        if (!((x8 === undefined || typeof x8 === "boolean"))) return INVALID;
      }
      const x9 = o["extra"];
      if (x9 !== undefined || "extra" in o) {
        n++;
        {
          const y = W53(x9);
          if (y === INVALID) return INVALID;
          if (y !== x9) o["extra"] = y;
        }
      }
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X19(o, K54);
    }
    function A56(v: any): unknown {
      if (!Array.isArray(v)) return INVALID;
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        const y = O55(x);
        if (y === INVALID) return INVALID;
        if (y !== x) v[i] = y;
      }
      return v;
    }
    function W57(v: any): unknown {
      return v === null ? null : A56(v);
    }
    function T58(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[11]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F59(v: any): unknown {
      const m = W57(v);
      if (m === INVALID) return INVALID;
      return T58(m);
    }
    const K60 = new Set<string>(["is_indexed","token_info"]);
    function O61(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["is_indexed"];
      if (x0 === undefined && !("is_indexed" in o)) return INVALID;
      n++;
      if (!(typeof x0 === "boolean")) return INVALID;
      const x1 = o["token_info"];
      if (x1 === undefined && !("token_info" in o)) return INVALID;
      n++;
      {
        const y = F59(x1);
        if (y === INVALID) return INVALID;
        if (y !== x1) o["token_info"] = y;
      }
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X19(o, K60);
    }
    function M62(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      for (const k in o) {
        if (!Object.hasOwn(o, k)) continue;
        if (k === "__proto__") {
          delete o[k];
          continue;
        }
        if (!(typeof k === "string" && k.length <= 128)) return INVALID;
        const x = o[k];
        {
          const y = O61(x);
          if (y === INVALID) return INVALID;
          if (y !== x) o[k] = y;
        }
      }
      return o;
    }
    function W63(v: any): unknown {
      return v === null ? null : M62(v);
    }
    function T64(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[5]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F65(v: any): unknown {
      const m = W63(v);
      if (m === INVALID) return INVALID;
      return T64(m);
    }
    const K66 = new Set<string>(["accounts","address_book","metadata"]);
    function O67(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["accounts"];
      if (x0 === undefined && !("accounts" in o)) return INVALID;
      n++;
      {
        const y = A23(x0);
        if (y === INVALID) return INVALID;
        if (y !== x0) o["accounts"] = y;
      }
      const x1 = o["address_book"];
      if (x1 === undefined && !("address_book" in o)) return INVALID;
      n++;
      {
        const y = F35(x1);
        if (y === INVALID) return INVALID;
        if (y !== x1) o["address_book"] = y;
      }
      const x2 = o["metadata"];
      if (x2 === undefined && !("metadata" in o)) return INVALID;
      n++;
      {
        const y = F65(x2);
        if (y === INVALID) return INVALID;
        if (y !== x2) o["metadata"] = y;
      }
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X19(o, K66);
    }
    return O67;
  },
};

export const masterchainInfo: GeneratedModule = {
  hash: "e025892e",
  make(T, INVALID) {
    const R0 = new RegExp("^(?:[0-9A-Fa-f][0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?[0-9A-Fa-f]?|-?\\d\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?\\d?)$", "");
    const R1 = new RegExp("^[A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-][A-Za-z0-9+/_-]=?$", "");
    const R2 = new RegExp("^-?\\d+$", "");
    const K3 = new Set<string>(["workchain","shard","seqno"]);
    function T5(v: any): unknown {
      const p = { value: v, issues: [] as unknown[] };
      const out = T[0]!(v, p);
      return p.issues.length > 0 ? INVALID : out;
    }
    function F6(v: any): unknown {
      const m = (true ? v : INVALID);
      if (m === INVALID) return INVALID;
      return T5(m);
    }
    function X4(o: any, K: Set<string>): unknown {
      for (const k in o) {
        if (K.has(k)) continue;
        if (k === "__proto__") {
          delete o[k];
          continue;
        }
        const x = o[k];
        {
          const y = F6(x);
          if (y === INVALID) return INVALID;
          if (y !== x) o[k] = y;
        }
      }
      return o;
    }
    function O7(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["workchain"];
      if (x0 === undefined && !("workchain" in o)) return INVALID;
      n++;
      if (!(typeof x0 === "number" && Number.isFinite(x0) && Number.isInteger(x0) && x0 >= -9007199254740991 && x0 <= 9007199254740991)) return INVALID;
      const x1 = o["shard"];
      if (x1 === undefined && !("shard" in o)) return INVALID;
      n++;
      if (!(typeof x1 === "string" && R0.test(x1))) return INVALID;
      const x2 = o["seqno"];
      if (x2 === undefined && !("seqno" in o)) return INVALID;
      n++;
      if (!(typeof x2 === "number" && Number.isFinite(x2) && Number.isInteger(x2) && x2 >= -9007199254740991 && x2 <= 9007199254740991)) return INVALID;
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X4(o, K3);
    }
    function A8(v: any): unknown {
      if (!Array.isArray(v)) return INVALID;
      for (let i = 0; i < v.length; i++) {
        const x = v[i];
        const y = O7(x);
        if (y === INVALID) return INVALID;
        if (y !== x) v[i] = y;
      }
      return v;
    }
    function W9(v: any): unknown {
      return v === null ? null : A8(v);
    }
    const K10 = new Set<string>(["workchain","shard","seqno","root_hash","file_hash","global_id","version","after_merge","before_split","after_split","want_merge","want_split","key_block","vert_seqno_incr","flags","gen_utime","start_lt","end_lt","validator_list_hash_short","gen_catchain_seqno","min_ref_mc_seqno","prev_key_block_seqno","vert_seqno","master_ref_seqno","rand_seed","created_by","tx_count","masterchain_block_ref","prev_blocks"]);
    function O11(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["workchain"];
      if (x0 === undefined && !("workchain" in o)) return INVALID;
      n++;
      if (!(typeof x0 === "number" && Number.isFinite(x0) && Number.isInteger(x0) && x0 >= -9007199254740991 && x0 <= 9007199254740991)) return INVALID;
      const x1 = o["shard"];
      if (x1 === undefined && !("shard" in o)) return INVALID;
      n++;
      if (!(typeof x1 === "string" && R0.test(x1))) return INVALID;
      const x2 = o["seqno"];
      if (x2 === undefined && !("seqno" in o)) return INVALID;
      n++;
      if (!(typeof x2 === "number" && Number.isFinite(x2) && Number.isInteger(x2) && x2 >= -9007199254740991 && x2 <= 9007199254740991)) return INVALID;
      const x3 = o["root_hash"];
      if (x3 === undefined && !("root_hash" in o)) return INVALID;
      n++;
      if (!(typeof x3 === "string" && R1.test(x3))) return INVALID;
      const x4 = o["file_hash"];
      if (x4 === undefined && !("file_hash" in o)) return INVALID;
      n++;
      if (!(typeof x4 === "string" && R1.test(x4))) return INVALID;
      const x5 = o["global_id"];
      if (x5 === undefined && !("global_id" in o)) return INVALID;
      n++;
      if (!(typeof x5 === "number" && Number.isFinite(x5) && Number.isInteger(x5) && x5 >= -9007199254740991 && x5 <= 9007199254740991)) return INVALID;
      const x6 = o["version"];
      if (x6 === undefined && !("version" in o)) return INVALID;
      n++;
      if (!(typeof x6 === "number" && Number.isFinite(x6) && Number.isInteger(x6) && x6 >= -9007199254740991 && x6 <= 9007199254740991)) return INVALID;
      const x7 = o["after_merge"];
      if (x7 === undefined && !("after_merge" in o)) return INVALID;
      n++;
      if (!(typeof x7 === "boolean")) return INVALID;
      const x8 = o["before_split"];
      if (x8 === undefined && !("before_split" in o)) return INVALID;
      n++;
      if (!(typeof x8 === "boolean")) return INVALID;
      const x9 = o["after_split"];
      if (x9 === undefined && !("after_split" in o)) return INVALID;
      n++;
      if (!(typeof x9 === "boolean")) return INVALID;
      const x10 = o["want_merge"];
      if (x10 === undefined && !("want_merge" in o)) return INVALID;
      n++;
      if (!(typeof x10 === "boolean")) return INVALID;
      const x11 = o["want_split"];
      if (x11 === undefined && !("want_split" in o)) return INVALID;
      n++;
      if (!(typeof x11 === "boolean")) return INVALID;
      const x12 = o["key_block"];
      if (x12 === undefined && !("key_block" in o)) return INVALID;
      n++;
      if (!(typeof x12 === "boolean")) return INVALID;
      const x13 = o["vert_seqno_incr"];
      if (x13 === undefined && !("vert_seqno_incr" in o)) return INVALID;
      n++;
      if (!(typeof x13 === "boolean")) return INVALID;
      const x14 = o["flags"];
      if (x14 === undefined && !("flags" in o)) return INVALID;
      n++;
      if (!(typeof x14 === "number" && Number.isFinite(x14) && Number.isInteger(x14) && x14 >= -9007199254740991 && x14 <= 9007199254740991)) return INVALID;
      const x15 = o["gen_utime"];
      if (x15 === undefined && !("gen_utime" in o)) return INVALID;
      n++;
      if (!(typeof x15 === "string" && R2.test(x15))) return INVALID;
      const x16 = o["start_lt"];
      if (x16 === undefined && !("start_lt" in o)) return INVALID;
      n++;
      if (!(typeof x16 === "string" && R2.test(x16))) return INVALID;
      const x17 = o["end_lt"];
      if (x17 === undefined && !("end_lt" in o)) return INVALID;
      n++;
      if (!(typeof x17 === "string" && R2.test(x17))) return INVALID;
      const x18 = o["validator_list_hash_short"];
      if (x18 === undefined && !("validator_list_hash_short" in o)) return INVALID;
      n++;
      if (!(typeof x18 === "number" && Number.isFinite(x18) && Number.isInteger(x18) && x18 >= -9007199254740991 && x18 <= 9007199254740991)) return INVALID;
      const x19 = o["gen_catchain_seqno"];
      if (x19 === undefined && !("gen_catchain_seqno" in o)) return INVALID;
      n++;
      if (!(typeof x19 === "number" && Number.isFinite(x19) && Number.isInteger(x19) && x19 >= -9007199254740991 && x19 <= 9007199254740991)) return INVALID;
      const x20 = o["min_ref_mc_seqno"];
      if (x20 === undefined && !("min_ref_mc_seqno" in o)) return INVALID;
      n++;
      if (!(typeof x20 === "number" && Number.isFinite(x20) && Number.isInteger(x20) && x20 >= -9007199254740991 && x20 <= 9007199254740991)) return INVALID;
      const x21 = o["prev_key_block_seqno"];
      if (x21 === undefined && !("prev_key_block_seqno" in o)) return INVALID;
      n++;
      if (!(typeof x21 === "number" && Number.isFinite(x21) && Number.isInteger(x21) && x21 >= -9007199254740991 && x21 <= 9007199254740991)) return INVALID;
      const x22 = o["vert_seqno"];
      if (x22 === undefined && !("vert_seqno" in o)) return INVALID;
      n++;
      if (!(typeof x22 === "number" && Number.isFinite(x22) && Number.isInteger(x22) && x22 >= -9007199254740991 && x22 <= 9007199254740991)) return INVALID;
      const x23 = o["master_ref_seqno"];
      if (x23 === undefined && !("master_ref_seqno" in o)) return INVALID;
      n++;
      if (!(typeof x23 === "number" && Number.isFinite(x23) && Number.isInteger(x23) && x23 >= -9007199254740991 && x23 <= 9007199254740991)) return INVALID;
      const x24 = o["rand_seed"];
      if (x24 === undefined && !("rand_seed" in o)) return INVALID;
      n++;
      if (!(typeof x24 === "string" && R1.test(x24))) return INVALID;
      const x25 = o["created_by"];
      if (x25 === undefined && !("created_by" in o)) return INVALID;
      n++;
      if (!(typeof x25 === "string" && R1.test(x25))) return INVALID;
      const x26 = o["tx_count"];
      if (x26 === undefined && !("tx_count" in o)) return INVALID;
      n++;
      if (!(typeof x26 === "number" && Number.isFinite(x26) && Number.isInteger(x26) && x26 >= -9007199254740991 && x26 <= 9007199254740991)) return INVALID;
      const x27 = o["masterchain_block_ref"];
      if (x27 === undefined && !("masterchain_block_ref" in o)) return INVALID;
      n++;
      {
        const y = O7(x27);
        if (y === INVALID) return INVALID;
        if (y !== x27) o["masterchain_block_ref"] = y;
      }
      const x28 = o["prev_blocks"];
      if (x28 === undefined && !("prev_blocks" in o)) return INVALID;
      n++;
      {
        const y = W9(x28);
        if (y === INVALID) return INVALID;
        if (y !== x28) o["prev_blocks"] = y;
      }
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X4(o, K10);
    }
    const K12 = new Set<string>(["last","first"]);
    function O13(o: any): unknown {
      if (typeof o !== "object" || o === null || Array.isArray(o)) return INVALID;
      let n = 0;
      const x0 = o["last"];
      if (x0 === undefined && !("last" in o)) return INVALID;
      n++;
      {
        const y = O11(x0);
        if (y === INVALID) return INVALID;
        if (y !== x0) o["last"] = y;
      }
      const x1 = o["first"];
      if (x1 === undefined && !("first" in o)) return INVALID;
      n++;
      {
        const y = O11(x1);
        if (y === INVALID) return INVALID;
        if (y !== x1) o["first"] = y;
      }
      let t = 0;
      for (const _k in o) t++;
      return t === n ? o : X4(o, K12);
    }
    return O13;
  },
};
