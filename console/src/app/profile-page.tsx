import { CmsSitesCard } from '@/features/cms/components/cms-sites-card'
import { LineBinding } from '@/features/line/components/line-binding'
import { ProfileScreen } from '@/features/profile/components/profile-screen'

/** `/profile` with the external services' cards (SPEC §2), each its own feature's, put together here. */
export function ProfilePage() {
  return (
    <ProfileScreen
      services={
        <>
          <LineBinding />
          <CmsSitesCard />
        </>
      }
    />
  )
}
