/**
 * Real drand data, as drand's mainnet published it, for tests: the "quicknet" chain's /info and two
 * of its rounds, and the "default" chain's /info. Nothing here is used at run time.
 */
export const QUICKNET = {
  url: 'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  chain_hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  period: 3,
  genesis_time: 1692803367,
  group_hash: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
  beacon_id: 'quicknet',
  scheme: 'bls-unchained-g1-rfc9380',
  public_key:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
} as const;

export const QUICKNET_ROUNDS = {
  1000: {
    signature: 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
    randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  },
  32281667: {
    signature: 'b0f5ae301358ff87a9d3dd539ed4a07c0148b1ab4f7b61a8ca43c7e9ca7ca9553e4faae9188deb30b2cd1a7f447e3e5b',
    randomness: '4fd2fc55983dbfa3f446d8a0bd56f16cc8c5e76afd1ec154b60d477cbabed13b',
  },
} as const;

/** A quicknet round as a giveaway's beacon_proof keeps it. */
export const quicknetProof = (round: keyof typeof QUICKNET_ROUNDS) => ({ ...QUICKNET, signature: QUICKNET_ROUNDS[round].signature, previous_signature: null });

export const DEFAULT_CHAIN = {
  chain_hash: '8990e7a9aaed2ffed73dbd7092123d6f289930540d7651336225dc172e51b2ce',
  period: 30,
  genesis_time: 1595431050,
  group_hash: '176f93498eac9ca337150b46d21dd58673ea4e3581185f869672e59fa4cb390a',
  beacon_id: 'default',
  scheme: 'pedersen-bls-chained',
  public_key: '868f005eb8e6e4ca0a47c8a77ceaa5309a47978a7c71bc5cce96366b5d7a569937c529eeda66c7293784a9402801af31',
} as const;
