/** The antd theme and locale per interface language: teal accent, Noto Sans for every script. */
import type { ThemeConfig } from 'antd'
import type { Locale as AntdLocale } from 'antd/es/locale'
import enUS from 'antd/locale/en_US'
import jaJP from 'antd/locale/ja_JP'
import zhCN from 'antd/locale/zh_CN'
import zhTW from 'antd/locale/zh_TW'
import dayjs from 'dayjs'
import 'dayjs/locale/ja'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-tw'
import { PRIMARY_COLOR } from '@/lib/brand'
import type { Locale } from '@/lib/locale'


export const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en: enUS, ja: jaJP }
const DAYJS_LOCALES: Record<Locale, string> = { 'zh-TW': 'zh-tw', 'zh-CN': 'zh-cn', en: 'en', ja: 'ja' }

// The installed Noto Sans CJK families first, in the order that picks the right glyph variants for
// the language (Han characters differ between Traditional, Simplified and Japanese forms).
const FONT_FAMILIES: Record<Locale, string> = {
  'zh-TW': "'Noto Sans TC','Noto Sans CJK TC','Noto Sans',sans-serif",
  'zh-CN': "'Noto Sans SC','Noto Sans CJK SC','Noto Sans',sans-serif",
  en: "'Noto Sans','Noto Sans TC','Noto Sans CJK TC',sans-serif",
  ja: "'Noto Sans JP','Noto Sans CJK JP','Noto Sans',sans-serif",
}

export function fontFamily(locale: Locale): string {
  return FONT_FAMILIES[locale]
}

export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(DAYJS_LOCALES[locale])
}

export function themeFor(locale: Locale, reducedMotion = false): ThemeConfig {
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: PRIMARY_COLOR,
      colorInfo: PRIMARY_COLOR,
      colorLink: PRIMARY_COLOR,
      fontFamily: fontFamily(locale),
      borderRadius: 8,
      colorBgLayout: '#f4f7f9',
    },
    components: {
      Layout: { siderBg: '#ffffff', headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px' },
      Menu: { itemBorderRadius: 8, itemMarginInline: 8, subMenuItemBg: 'transparent' },
      Button: { primaryShadow: 'none' },
    },
  }
}
