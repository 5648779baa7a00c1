/**
 * What an account page cannot say, said beside the explorer links: the app asks the indexer for two
 * things only (the last block and account states), so history, a full token or NFT list and fiat values
 * are for a public explorer.
 */

/** The note. */
export function BeyondTheIndexNote() {
  return (
    <p className="muted small" data-testid="beyond-the-index">
      Not derivable from the two indexer calls this app makes (the last block and account states): transaction
      history, a full list of the tokens and NFTs held (only the jettons above are checked) and fiat values.
      Open an explorer for those.
    </p>
  );
}
