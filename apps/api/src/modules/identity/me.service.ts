/** The logged-in user as spec section 3 describes a User: the public user plus verification and coupon details. */
import { eq } from 'drizzle-orm';
import type { OperatorRole } from '@nirog/shared/codes/operator-roles';
import type { MeUser } from '@nirog/shared/schemas/auth';
import { needsDocuments } from '@nirog/shared/schemas/verification';
import type { DbOrTx } from '../../db/client.ts';
import type { CouponService } from '../coupons/coupons.service.ts';
import { doctorProfiles } from '../profile/profile.tables.ts';
import { toPublicUser, type UserRow } from './users.service.ts';

export async function describeMe(db: DbOrTx, coupons: Pick<CouponService, 'bestFor'>, user: UserRow, roles: readonly OperatorRole[] = []): Promise<MeUser> {
  const [[profile], coupon] = await Promise.all([
    db.select({ isVerified: doctorProfiles.isVerified, reason: doctorProfiles.reason }).from(doctorProfiles).where(eq(doctorProfiles.userId, user.id)),
    coupons.bestFor(user.id),
  ]);
  // Individuals need no verification: they count as verified, as /v3/is_verified answers for them.
  const status = user.userType === 1 ? 1 : (profile?.isVerified ?? 0);
  return {
    ...toPublicUser(user),
    tbl_doctor_profile: { is_verified: status },
    reason: status === 4 ? (profile?.reason ?? null) : null,
    couponCode: coupon?.code ?? null,
    couponOff: coupon?.offer ?? null,
    isVerifyCheckedKey: !needsDocuments(user.userType, status),
    operatorRoles: user.role === 'operator' ? [...roles] : [],
  };
}
