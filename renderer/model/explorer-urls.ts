/** The public explorers an address opens in: one list for the page's buttons and the answer copied for a ticket. */

/** The explorer URLs of an address (user-friendly form) on mainnet or testnet. */
export function explorerLinks(address: string, testnet: boolean): { name: string; url: string }[] {
  const a = encodeURIComponent(address);
  return testnet
    ? [
        { name: 'Tonviewer (testnet)', url: `https://testnet.tonviewer.com/${a}` },
        { name: 'Tonscan (testnet)', url: `https://testnet.tonscan.org/address/${a}` },
      ]
    : [
        { name: 'Tonviewer', url: `https://tonviewer.com/${a}` },
        { name: 'Tonscan', url: `https://tonscan.org/address/${a}` },
        { name: 'TON explorer', url: `https://explorer.toncoin.org/account?account=${a}` },
      ];
}
