/**
 * The route registry: every screen of the console, its layout and its breadcrumbs. Each path here
 * must also be listed in route-table.json with its access rule (auth | guest | public); a unit test
 * checks the two agree.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router-dom'
import { siteQueryOptions } from '@/lib/api/get-site'
import { SiteCrumb } from '@/features/projects/components/site-crumb'
import { siteIdOf } from '@/lib/use-site-id'
import { dashboardQueryOptions, visibilityQueryOptions } from '@/features/rankings/api/queries'
import { siteCheckQueryOptions } from '@/features/site-audit/api/queries'
import { parseAuditQuery } from '@/features/site-audit/utils/query-state'
import { AuditItemCrumb } from '@/features/site-audit/components/item-crumb'
import type { AppRoute } from './route-types'

// the first screens' queries, asked while their code loads (the same options their hooks use)
function prefetchDashboard(client: QueryClient, params: Params) {
  const id = siteIdOf(params)
  if (id === null) return
  void client.prefetchQuery(siteQueryOptions(id))
  void client.prefetchQuery(dashboardQueryOptions(id))
  void client.prefetchQuery(visibilityQueryOptions(id, '30'))
}

function prefetchSiteCheck(client: QueryClient, params: Params, search: URLSearchParams) {
  const id = siteIdOf(params)
  if (id === null) return
  void client.prefetchQuery(siteQueryOptions(id))
  void client.prefetchQuery(siteCheckQueryOptions(id, parseAuditQuery(search).check))
}

export const appRoutes: AppRoute[] = [
  // ── Sign-in, account and legal screens (console shell) ──────────────────────────────────────────
  {
    path: '/auth',
    layout: 'auth',
    load: () => import('@/features/auth/components/auth-page').then((m) => m.AuthPage),
  },
  {
    path: '/auth/email',
    layout: 'auth',
    load: () => import('@/features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
  {
    path: '/auth/profile',
    layout: 'auth',
    load: () => import('@/features/auth/components/initial-profile-page').then((m) => m.InitialProfilePage),
  },
  {
    path: '/reset_password',
    layout: 'auth',
    load: () => import('@/features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
  },
  {
    path: '/verify_email',
    layout: 'simple',
    load: () => import('@/features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage),
  },
  {
    path: '/invitation',
    layout: 'simple',
    load: () =>
      import('@/features/projects/components/accept-invitation-page').then((m) => m.AcceptInvitationPage),
  },
  {
    path: '/google/callback',
    layout: 'simple',
    load: () => import('@/features/google/components/google-callback-page').then((m) => m.GoogleCallbackPage),
  },
  {
    path: '/google/link',
    layout: 'simple',
    load: () => import('@/features/auth/components/google-link-page').then((m) => m.GoogleLinkPage),
  },
  {
    path: '/privacy-policy',
    layout: 'simple',
    load: () => import('@/features/legal/components/policy-page').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: '/service-policy',
    layout: 'simple',
    load: () => import('@/features/legal/components/policy-page').then((m) => m.ServicePolicyPage),
  },

  // ── Feature screens: profile, tokens, operation history, projects ───────────────────────────────
  // Add one entry per screen below (layout 'default' for the signed-in console), with its crumbs.
  {
    path: '/',
    layout: 'default',
    load: () => import('@/features/projects/components/projects-screen').then((m) => m.ProjectsScreen),
    crumbs: [{ label: 'projects:overview.title' }],
  },
  {
    path: '/projects/:id',
    layout: 'default',
    load: () => import('@/features/rankings/components/dashboard-screen').then((m) => m.DashboardScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb }],
    prefetch: prefetchDashboard,
  },
  {
    path: '/projects/:id/board',
    layout: 'default',
    load: () => import('@/features/rankings/components/dashboard-screen').then((m) => m.DashboardScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'rankings:nav.dashboard' }],
    prefetch: prefetchDashboard,
  },
  {
    path: '/projects/:id/rankings',
    layout: 'default',
    load: () => import('@/features/rankings/components/rankings-screen').then((m) => m.RankingsScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'rankings:nav.rankings' }],
  },
  {
    path: '/projects/:id/rankings/reports',
    layout: 'default',
    load: () => import('@/features/rankings/components/reports-screen').then((m) => m.ReportsScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'rankings:nav.rankings', to: '/projects/:id/rankings' },
      { label: 'rankings:reports.title' },
    ],
  },
  {
    path: '/projects/:id/keywords',
    layout: 'default',
    load: () => import('@/features/rankings/components/keywords-screen').then((m) => m.KeywordsScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'rankings:nav.keywords' }],
  },
  {
    path: '/projects/:id/edit',
    layout: 'default',
    load: () =>
      import('@/features/projects/components/project-settings-screen').then((m) => m.ProjectSettingsScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'projects:settings.title' },
    ],
  },
  {
    path: '/profile',
    layout: 'default',
    load: () => import('./profile-page').then((m) => m.ProfilePage),
    crumbs: [{ label: 'profile:title' }],
  },
  {
    path: '/line/callback',
    layout: 'simple',
    load: () => import('@/features/line/components/line-callback-page').then((m) => m.LineCallbackPage),
  },
  {
    path: '/tokens',
    layout: 'default',
    load: () => import('@/features/tokens/components/tokens-screen').then((m) => m.TokensScreen),
    crumbs: [{ label: 'profile:title', to: '/profile' }, { label: 'tokens:title' }],
  },
  {
    path: '/cms',
    layout: 'default',
    load: () => import('@/features/cms/components/cms-screen').then((m) => m.CmsScreen),
    crumbs: [{ label: 'cms:title' }],
  },
  {
    path: '/cms/new-post',
    layout: 'default',
    load: () => import('./cms-post-page').then((m) => m.CmsPostPage),
    crumbs: [{ label: 'cms:title', to: '/cms' }, { label: 'cms:post.pageTitle' }],
  },
  {
    path: '/operation-history',
    layout: 'default',
    load: () => import('@/features/history/components/history-screen').then((m) => m.HistoryScreen),
    crumbs: [{ label: 'history:title' }],
  },
  {
    path: '/subscribe',
    layout: 'default',
    load: () => import('@/features/subscribe/components/subscribe-screen').then((m) => m.SubscribeScreen),
    crumbs: [{ label: 'subscribe:title' }],
  },
  {
    path: '/subscribe/success',
    layout: 'default',
    load: () =>
      import('@/features/subscribe/components/subscribe-success-screen').then((m) => m.SubscribeSuccessScreen),
    crumbs: [{ label: 'subscribe:title', to: '/subscribe' }, { label: 'subscribe:success.title' }],
  },
  {
    path: '/subscribe-record',
    layout: 'default',
    load: () =>
      import('@/features/subscribe/components/subscribe-record-screen').then((m) => m.SubscribeRecordScreen),
    crumbs: [{ label: 'subscribe:title', to: '/subscribe' }, { label: 'subscribe:record.title' }],
  },
  {
    path: '/subscribe-record/receipts/:paymentId',
    layout: 'pdf',
    load: () => import('@/features/subscribe/components/receipt-screen').then((m) => m.ReceiptScreen),
  },

  // ── Rank tools: competitors, keyword gap, SERP analysis, rank check, shared report ──────────────
  {
    path: '/projects/:id/competitors',
    layout: 'default',
    load: () => import('@/features/competitors/components/competitors-screen').then((m) => m.CompetitorsScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'competitors:title' },
    ],
  },
  {
    path: '/projects/:id/google-indexing',
    layout: 'default',
    load: () => import('@/features/indexing/components/indexing-screen').then((m) => m.IndexingScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'indexing:title' }],
  },
  {
    path: '/projects/:id/monthly_report',
    layout: 'default',
    load: () => import('@/features/reports/components/monthly-report-screen').then((m) => m.MonthlyReportScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'rankings:nav.monthlyReport' },
    ],
  },
  {
    path: '/projects/:id/keyword-gap',
    layout: 'default',
    load: () => import('@/features/keyword-gap/components/keyword-gap-screen').then((m) => m.KeywordGapScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'gap:title' },
    ],
  },
  {
    path: '/projects/serp-analysis',
    layout: 'default',
    load: () => import('@/features/serp-analysis/components/serp-analysis-screen').then((m) => m.SerpAnalysisPage),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: 'serp:titles.analysis' }],
  },
  {
    path: '/keyword-planning/serp-competitors',
    layout: 'default',
    load: () => import('@/features/serp-analysis/components/serp-analysis-screen').then((m) => m.SerpCompetitorsPage),
    crumbs: [{ label: 'serp:titles.competitors' }],
  },

  // ── Keyword planning: saved keyword lists ───────────────────────────────────────────────────────
  {
    path: '/keyword-planning/keywords-lists',
    layout: 'default',
    load: () => import('@/features/keyword-lists/components/keyword-lists-screen').then((m) => m.KeywordListsScreen),
    crumbs: [{ label: 'keywordLists:title' }],
  },
  {
    path: '/keyword-planning/keywords-lists/:id',
    layout: 'default',
    load: () => import('@/features/keyword-lists/components/keyword-list-screen').then((m) => m.KeywordListScreen),
    crumbs: [{ label: 'keywordLists:title', to: '/keyword-planning/keywords-lists' }, { label: 'keywordLists:detail.crumb' }],
  },
  {
    path: '/sites/research',
    layout: 'default',
    load: () => import('@/features/research/components/site-research-screen').then((m) => m.SiteResearchScreen),
    crumbs: [{ label: 'siteResearch:title' }],
  },
  {
    path: '/keyword-planning/research',
    layout: 'default',
    load: () => import('@/features/research/components/overview-screen').then((m) => m.OverviewScreen),
    crumbs: [{ label: 'research:overview.title' }],
  },
  {
    path: '/keyword-planning/keyword-network-graph',
    layout: 'default',
    load: () => import('@/features/keyword-graph/components/keyword-graph-screen').then((m) => m.KeywordGraphScreen),
    crumbs: [{ label: 'keywordGraph:title' }],
  },
  {
    path: '/keyword-planning/suggestions',
    layout: 'default',
    load: () => import('@/features/research/components/suggestions-screen').then((m) => m.SuggestionsScreen),
    crumbs: [{ label: 'research:suggestions.title' }],
  },
  {
    path: '/tool',
    layout: 'default',
    load: () => import('@/features/tools/components/tools-screen').then((m) => m.ToolsScreen),
    crumbs: [{ label: 'tools:title' }],
  },
  {
    path: '/tool/rank-check',
    layout: 'default',
    load: () => import('@/features/rank-check/components/rank-check-screen').then((m) => m.RankCheckScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'serp:rankCheck.title' }],
  },
  {
    path: '/tool/keyword-on-page-check',
    layout: 'default',
    load: () => import('@/features/tools/components/on-page-check-screen').then((m) => m.OnPageCheckScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'tools:onPage.title' }],
  },
  {
    path: '/tool/count',
    layout: 'default',
    load: () => import('@/features/tools/components/word-count-screen').then((m) => m.WordCountScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'tools:count.title' }],
  },
  {
    path: '/tool/deduplicate',
    layout: 'default',
    load: () => import('@/features/tools/components/deduplicate-screen').then((m) => m.DeduplicateScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'tools:deduplicate.title' }],
  },
  {
    path: '/tool/diff',
    layout: 'default',
    load: () => import('@/features/tools/components/diff-screen').then((m) => m.DiffScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'tools:diff.title' }],
  },
  {
    path: '/operations',
    layout: 'default',
    load: () => import('@/features/operations/components/operations-screen').then((m) => m.OperationsScreen),
    crumbs: [{ label: 'operations:title' }],
  },
  {
    path: '/admin/users',
    layout: 'default',
    load: () => import('@/features/admin/components/users-screen').then((m) => m.UsersScreen),
    crumbs: [{ label: 'admin:users.title' }],
  },
  {
    path: '/admin/codes',
    layout: 'default',
    load: () => import('@/features/admin/components/codes-screen').then((m) => m.CodesScreen),
    crumbs: [{ label: 'admin:codes.title' }],
  },
  {
    path: '/admin/news',
    layout: 'default',
    load: () => import('@/features/admin/components/news-screen').then((m) => m.NewsScreen),
    crumbs: [{ label: 'admin:news.title' }],
  },
  {
    path: '/admin/plans',
    layout: 'default',
    load: () => import('@/features/admin/components/plans-screen').then((m) => m.PlansScreen),
    crumbs: [{ label: 'admin:plans.title' }],
  },
  {
    path: '/admin/revenue',
    layout: 'default',
    load: () => import('@/features/admin/components/revenue-screen').then((m) => m.RevenueScreen),
    crumbs: [{ label: 'admin:revenue.title' }],
  },
  {
    path: '/tool/faq',
    layout: 'default',
    load: () => import('@/features/tools/components/faq-screen').then((m) => m.FaqScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'tools:faq.title' }],
  },
  {
    path: '/tool/permutation',
    layout: 'default',
    load: () => import('@/features/tools/components/permutation-screen').then((m) => m.PermutationScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'tools:permutation.title' }],
  },
  {
    path: '/tool/related-keywords',
    layout: 'default',
    load: () => import('@/features/tools/components/related-keywords-screen').then((m) => m.RelatedKeywordsScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'tools:related.title' }],
  },
  {
    // before /share/:uuid: the bare /share/seo-writer must not be taken for a report's uuid
    path: '/share/seo-writer/:uuid?',
    layout: 'share',
    load: () => import('@/features/writers/components/shared-writer-screen').then((m) => m.SharedWriterScreen),
  },
  {
    path: '/share/:uuid',
    layout: 'share',
    load: () => import('@/features/share/components/shared-report-screen').then((m) => m.SharedReportScreen),
  },

  // ── Page audit: audited pages, report, batch audit ───────────────────────────────────────────────
  {
    path: '/projects/:id/site-audit',
    layout: 'default',
    load: () => import('@/features/page-audit/components/site-audit-index').then((m) => m.SiteAuditIndexScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'rankings:nav.siteAudit' }],
  },
  {
    path: '/projects/:id/site-audit/pages',
    layout: 'default',
    load: () => import('@/features/page-audit/components/pages-screen').then((m) => m.PagesScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'rankings:nav.siteAudit', to: '/projects/:id/site-audit' },
      { label: 'pageAudit:nav.pages' },
    ],
  },
  {
    path: '/projects/:id/site-audit/pages/:page_evaluation_id',
    layout: 'default',
    load: () => import('@/features/page-audit/components/report-screen').then((m) => m.ReportScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'pageAudit:nav.pages', to: '/projects/:id/site-audit/pages' },
      { label: 'pageAudit:report.title' },
    ],
  },
  {
    path: '/projects/:id/site-audit/batch-audit',
    layout: 'default',
    load: () => import('@/features/page-audit/components/batch-audit-screen').then((m) => m.BatchAuditScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'rankings:nav.siteAudit', to: '/projects/:id/site-audit' },
      { label: 'pageAudit:nav.batchAudit' },
    ],
  },

  // ── Site checker: projects list, overview, issues by category, link and text pages, PDF, page checker ──
  {
    path: '/seo-checker',
    layout: 'default',
    load: () => import('@/features/site-audit/components/checker-list-screen').then((m) => m.CheckerListScreen),
    crumbs: [{ label: 'audit:checker.title' }],
  },
  {
    path: '/sites/seo-checker',
    layout: 'default',
    load: () => import('@/features/site-audit/components/checker-list-screen').then((m) => m.CheckerListScreen),
    crumbs: [{ label: 'shell:menu.siteResearch' }, { label: 'audit:checker.title' }],
  },
  {
    path: '/seo-checker/:id',
    layout: 'default',
    load: () => import('@/features/site-audit/components/site-audit-screen').then((m) => m.SiteAuditScreen),
    crumbs: [{ label: 'audit:checker.title', to: '/seo-checker' }, { label: SiteCrumb }],
  },
  {
    // `report` (every issue) or a category slug
    path: '/seo-checker/:id/:category',
    layout: 'default',
    load: () => import('@/features/site-audit/components/site-audit-screen').then((m) => m.SiteAuditScreen),
    crumbs: [
      { label: 'audit:checker.title', to: '/seo-checker' },
      { label: SiteCrumb, to: '/seo-checker/:id' },
      { label: AuditItemCrumb },
    ],
  },
  {
    path: '/projects/:id/site-audit/overview',
    layout: 'default',
    load: () => import('@/features/site-audit/components/site-audit-screen').then((m) => m.SiteAuditScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'rankings:nav.siteAudit', to: '/projects/:id/site-audit' },
      { label: 'audit:nav.overview' },
    ],
    prefetch: prefetchSiteCheck,
  },
  {
    path: '/projects/:id/site-audit/overview/:item',
    layout: 'default',
    load: () => import('@/features/site-audit/components/site-audit-screen').then((m) => m.SiteAuditScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'audit:nav.overview', to: '/projects/:id/site-audit/overview' },
      { label: AuditItemCrumb },
    ],
  },
  {
    path: '/projects/:id/broken-links',
    layout: 'default',
    load: () => import('@/features/site-audit/components/broken-links-screen').then((m) => m.BrokenLinksScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'audit:nav.brokenLinks' }],
  },
  {
    path: '/projects/:id/internal-links',
    layout: 'default',
    load: () => import('@/features/site-audit/components/internal-links-screen').then((m) => m.InternalLinksScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'audit:nav.internalLinks' }],
  },
  {
    path: '/projects/:id/check-title',
    layout: 'default',
    load: () => import('@/features/site-audit/components/text-checks-screen').then((m) => m.CheckTitleScreen),
    crumbs: [{ label: 'projects:overview.title', to: '/' }, { label: SiteCrumb, to: '/projects/:id' }, { label: 'audit:nav.checkTitle' }],
  },
  {
    path: '/projects/:id/check-description',
    layout: 'default',
    load: () => import('@/features/site-audit/components/text-checks-screen').then((m) => m.CheckDescriptionScreen),
    crumbs: [
      { label: 'projects:overview.title', to: '/' },
      { label: SiteCrumb, to: '/projects/:id' },
      { label: 'audit:nav.checkDescription' },
    ],
  },
  {
    path: '/pdfReport',
    layout: 'pdf',
    load: () => import('@/features/site-audit/components/pdf-report-screen').then((m) => m.PdfReportScreen),
  },
  {
    path: '/tool/checker',
    layout: 'default',
    load: () => import('@/features/site-audit/components/page-checker-screen').then((m) => m.PageCheckerScreen),
    crumbs: [{ label: 'tools:title', to: '/tool' }, { label: 'audit:tool.title' }],
  },

  // ── SEO writer (issue 16): the list, a new document, and the editor (the sidebar hidden, SPEC §2) ──
  {
    path: '/seo-diy/seo-writer',
    layout: 'default',
    load: () => import('@/features/writers/components/writers-screen').then((m) => m.WritersScreen),
    crumbs: [{ label: 'writers:title' }],
  },
  {
    path: '/seo-diy/seo-writer/edit',
    layout: 'editor',
    load: () => import('@/features/writers/components/new-document-screen').then((m) => m.NewDocumentScreen),
    crumbs: [{ label: 'writers:title', to: '/seo-diy/seo-writer' }, { label: 'writers:create' }],
  },
  {
    path: '/seo-diy/seo-writer/edit/:category_id',
    layout: 'editor',
    load: () => import('@/features/writers/components/new-document-screen').then((m) => m.NewDocumentScreen),
    crumbs: [{ label: 'writers:title', to: '/seo-diy/seo-writer' }, { label: 'writers:create' }],
  },
  {
    path: '/seo-diy/seo-writer/:id',
    layout: 'editor',
    load: () => import('./seo-writer-page').then((m) => m.SeoWriterPage),
    crumbs: [{ label: 'writers:title', to: '/seo-diy/seo-writer' }, { label: 'writers:editor.crumb' }],
  },
  {
    // the editor with the sensitive-word check shown
    path: '/seo-diy/seo-writer/:id/text-comply',
    layout: 'editor',
    load: () => import('./seo-writer-page').then((m) => m.SeoWriterPage),
    crumbs: [{ label: 'writers:title', to: '/seo-diy/seo-writer' }, { label: 'writers:panels.comply' }],
  },
  // ── AI writer (issue 16, Beta): step-wise creation and the preview ──
  {
    path: '/seo-diy/ai-writer',
    layout: 'default',
    load: () => import('@/features/ai-writer/components/ai-writer-screen').then((m) => m.AiWriterScreen),
    crumbs: [{ label: 'shell:menu.rankingOptimization' }, { label: 'aiWriter:title' }],
  },
  {
    path: '/seo-diy/ai-writer/preview/:id',
    layout: 'default',
    load: () => import('./ai-preview-page').then((m) => m.AiPreviewPage),
    crumbs: [{ label: 'aiWriter:title', to: '/seo-diy/ai-writer' }, { label: 'aiWriter:previewTitle' }],
  },

  // ── End of feature screens ──────────────────────────────────────────────────────────────────────
]
