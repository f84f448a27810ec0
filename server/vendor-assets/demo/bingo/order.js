// The bingo draw's ball order recomputed in the browser (WebCrypto), exactly as the server draws it:
// a Fisher–Yates shuffle of 1…75 driven by HMAC-SHA256(seed, "bingo:<node>:<seq>" ‖ 0x00 ‖ block),
// each digest read as eight little-endian 32-bit words, an integer in [0, n) by rejecting words
// ≥ 2³² − (2³² mod n) (no modulo bias). Node 20 has the same WebCrypto, so a server test runs this very file.

const hexBytes = (hex) => new Uint8Array(hex.match(/../g).map((h) => parseInt(h, 16)));

/** SHA-256 of the seed's bytes, as lowercase hex (the hash shown before the draw). */
export async function seedHash(seedHex) {
  const digest = await crypto.subtle.digest('SHA-256', hexBytes(seedHex));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The 75 balls of a draw in the order they came out. */
export async function ballOrder(seedHex, nodeId, seq) {
  const key = await crypto.subtle.importKey('raw', hexBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const label = `bingo:${nodeId}:${seq}\u0000`;
  let block = 0;
  let words = [];
  let i = 0;
  const next = async () => {
    if (i >= words.length) {
      const mac = new DataView(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${label}${block++}`)));
      words = Array.from({ length: 8 }, (_, w) => mac.getUint32(w * 4, true));
      i = 0;
    }
    return words[i++];
  };
  const below = async (n) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = await next();
    while (x >= limit) x = await next();
    return x % n;
  };
  const balls = Array.from({ length: 75 }, (_, k) => k + 1);
  for (let k = balls.length - 1; k > 0; k--) {
    const j = await below(k + 1);
    [balls[k], balls[j]] = [balls[j], balls[k]];
  }
  return balls;
}
