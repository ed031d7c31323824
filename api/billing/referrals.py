"""Referral rewards: a user who signed up with another user's referral code (api/accounts) and pays their first
charge earns the referrer ``REWARD_DAYS`` days, once per referred user.

The days go to the referrer's current contract (paid or trial: its end moves; an ECPay contract's charges keep
their dates, and each renewal runs on from the moved end, so the days are kept). A referrer with no running
contract keeps the reward waiting; it is added to the next plan they pay for. The referrer is mailed.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.billing.models import ReferralReward
from api.plans.service import active_subscription

REWARD_DAYS = 30


def reward_first_payment(db: Session, buyer: User, payment_id: int, now: datetime) -> ReferralReward | None:
    """The reward a referred ``buyer``'s first paid charge earns their referrer (None: not referred, or rewarded
    already), applied at once when the referrer has a running contract; in the caller's transaction."""
    if buyer.referred_by_id is None or db.scalar(select(ReferralReward.id).where(
            ReferralReward.referred_id == buyer.id)) is not None:
        return None
    # unique per referred user: should two first charges of one buyer be notified at the same moment, the second
    # notice's transaction fails and ECPay sends it again, to find the reward made
    reward = ReferralReward(referrer_id=buyer.referred_by_id, referred_id=buyer.id, payment_id=payment_id,
                            days=REWARD_DAYS, created_at=now)
    db.add(reward)
    referrer = db.get(User, buyer.referred_by_id)
    if referrer is not None and _extend(db, referrer, reward.days):
        reward.applied_at = now
    return reward


def apply_waiting(db: Session, user: User, now: datetime) -> int:
    """Adds ``user``'s waiting rewards to the contract they now have (in the caller's transaction); the days added."""
    waiting = list(db.scalars(select(ReferralReward).where(ReferralReward.referrer_id == user.id,
                                                           ReferralReward.applied_at.is_(None))))
    days = sum(reward.days for reward in waiting)
    if days and _extend(db, user, days):
        for reward in waiting:
            reward.applied_at = now
        return days
    return 0


def _extend(db: Session, user: User, days: int) -> bool:
    subscription = active_subscription(db, user)
    if subscription is None or subscription.end_date is None:  # nothing running, or a contract without an end
        return False
    subscription.end_date += timedelta(days=days)
    return True


def summary(db: Session, user: User) -> dict:
    """GET /billing/referrals: the user's code, what a referral earns, how many paid, the days earned and waiting."""
    rows = db.execute(select(ReferralReward.applied_at.is_not(None), func.count(), func.sum(ReferralReward.days))
                      .where(ReferralReward.referrer_id == user.id).group_by(ReferralReward.applied_at.is_not(None))).all()
    earned = {bool(applied): (int(count), int(days or 0)) for applied, count, days in rows}
    return {"code": user.referral_code, "reward_days": REWARD_DAYS,
            "rewarded": sum(count for count, _ in earned.values()),
            "days_applied": earned.get(True, (0, 0))[1], "days_waiting": earned.get(False, (0, 0))[1]}
