/** Outside addresses the shell links to. */
export const SOCIAL_LINKS = {
  youtube: 'https://www.youtube.com/@ranklens',
  line: 'https://line.me/R/ti/p/@ranklens',
}

/** Japan users on the free trial plans see this landing page instead of the upgrade button. */
export const JAPAN_LANDING_URL = 'https://ranklens.jp/'

/** Plans whose holders see the Japan landing link instead of the upgrade button. */
export const JAPAN_LANDING_PLAN_IDS = [2, 8]
/** Plan whose holders see no upgrade button at all. */
export const NO_UPGRADE_PLAN_ID = 1
