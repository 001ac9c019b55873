/* Generated from book/50-scalarmult.nw by notangle; edit the book, not this file. */
/* The generic body of fixed-base scalar multiplication. */
FP224_HIDDEN extern const unsigned char fp224_base_table[SM_DIGITS][16][56];
static void sm_lookup_base(aff *r, jac *rj, FE_MASK *tz, int row, FE_SMASK d)
{
  FE_MASK u = (FE_MASK)d, neg = u >> FE_MASK_TOP, m = (u ^ (0 - neg)) + neg;
  unsigned char pt[56];
  for (int l = 0; l < FE_LANES; l++) {
    uint32_t ml = (uint32_t)FE_LANE(m, l);
    memcpy(pt, fp224_base_table[row][0], 56);
    for (uint32_t j = 1; j < 16; j++) {
      unsigned char mask = (unsigned char)(0u - sm_eq32(ml, j + 1));
      for (int k = 0; k < 56; k++) pt[k] ^= mask & (pt[k] ^ fp224_base_table[row][j][k]);
    }
    fe_unpack_lane(&r->x, pt, l);
    fe_unpack_lane(&r->y, pt + 28, l);
  }
  fe m2;
  fe_neg(&m2, &r->y);
  fe_select(&r->y, &r->y, &m2, neg);
  sm_wipe(&m2, sizeof m2);
  rj->x = r->x;
  rj->y = r->y;
  fe_one(&rj->z);
  *tz = sm_eq(m, 0);
  sm_wipe(pt, sizeof pt);
}

FE_MASK sm_mul_base(jac *q, const unsigned char e[FE_LANES * 28])
{
  FE_SMASK d[SM_DIGITS];
  aff ta;
  jac t;
  FE_MASK inf, tz;
  sm_recode(d, e);
  sm_lookup_base(&ta, q, &inf, 0, d[0]);
  for (int i = 1; i < SM_DIGITS; i++) {
    sm_lookup_base(&ta, &t, &tz, i, d[i]);
    if (i < 44) sm_add_flags(q, &inf, &t, &ta, tz);
    else sm_add_last(q, &inf, &t, &ta, tz, NULL);
  }
  sm_wipe(d, sizeof d);
  sm_wipe(&t, sizeof t);
  sm_wipe(&ta, sizeof ta);
  return inf;
}
