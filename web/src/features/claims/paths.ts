/** Paths of the Claims area (spec part 2 section 2), all under /mo/eb-app-claims. */
export const CLAIM_AREA = '/mo/eb-app-claims';

export const CLAIM_PATHS = {
  area: CLAIM_AREA,
  /** Redirects to the policy table. */
  claimDetail: `${CLAIM_AREA}/claim-detail`,
  policy: `${CLAIM_AREA}/claim-detail/policy`,
  listing: `${CLAIM_AREA}/claim-detail/listing`,
  detail: `${CLAIM_AREA}/claim-detail/detail`,
  /** Redirects to the excess listing. */
  excess: `${CLAIM_AREA}/claim-excess`,
  excessListing: `${CLAIM_AREA}/claim-excess/listing`,
  excessDetail: `${CLAIM_AREA}/claim-excess/detail`,
  cob: `${CLAIM_AREA}/claim-cob`,
  cobRequest: `${CLAIM_AREA}/claim-cob/request`,
} as const;

/** Which list a claim was opened from: its detail's back link and the COB's way back. */
export type ClaimOrigin = 'listing' | 'excess';

const withSearch = (path: string, params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The listing of one policy (the policy table's link), or with the COB banner's reference. */
export const claimListingPath = ({
  policyId,
  cobRefNo,
}: {
  policyId?: string;
  cobRefNo?: string;
}) => withSearch(CLAIM_PATHS.listing, { policyId, cobRefNo });

export const excessListingPath = (cobRefNo?: string) =>
  withSearch(CLAIM_PATHS.excessListing, { cobRefNo });

/** A claim's detail, from the listing (with the policy to go back to) or from the excess list. */
export const claimDetailPath = (claimId: string, origin: ClaimOrigin, policyId?: string) =>
  origin === 'excess'
    ? withSearch(CLAIM_PATHS.excessDetail, { claimId })
    : withSearch(CLAIM_PATHS.detail, { claimId, policyId });

export const cobRequestPath = (claimId: string, origin: ClaimOrigin, policyId?: string) =>
  withSearch(CLAIM_PATHS.cobRequest, {
    claimId,
    from: origin,
    policyId: origin === 'listing' ? policyId : undefined,
  });

/** The COB origin a request address names (the claim listing unless it says excess). */
export const originOf = (from: string | null): ClaimOrigin =>
  from === 'excess' ? 'excess' : 'listing';
