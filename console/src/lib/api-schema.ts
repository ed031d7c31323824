/**
 * The API's types, generated from its OpenAPI schema (FastAPI's create_app().openapi()) by
 * openapi-typescript: do not edit. `npm run api-schema` (or `npm run build`) writes it again;
 * tests/api/core/test_api_schema_types.py fails when it is stale.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health */
        get: operations["health_api_health_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/constants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Constants */
        get: operations["constants_api_constants_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/news_tickers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News Tickers
         * @description What the reader sees now, in their language (zh-TW's text where an announcement has none in it).
         */
        get: operations["news_tickers_api_news_tickers_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register */
        post: operations["register_api_register_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Login */
        post: operations["login_api_login_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Logout */
        post: operations["logout_api_logout_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Me */
        get: operations["me_api_me_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update Me */
        patch: operations["update_me_api_me_patch"];
        trace?: never;
    };
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete Profile */
        post: operations["complete_profile_api_me_profile_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change Password */
        post: operations["change_password_api_me_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/trial_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add Trial Code */
        post: operations["add_trial_code_api_me_trial_code_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/verification/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend Verification */
        post: operations["resend_verification_api_email_verification_resend_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify Email */
        post: operations["verify_email_api_verify_email_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forget_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget Password */
        post: operations["forget_password_api_forget_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset Password */
        post: operations["reset_password_api_reset_password_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Tokens */
        get: operations["list_tokens_api_tokens_get"];
        put?: never;
        /** Create Token */
        post: operations["create_token_api_tokens_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke Token */
        delete: operations["revoke_token_api_tokens__token_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google_apps/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google Config */
        get: operations["google_config_api_google_apps_config_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google_apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google Apps */
        get: operations["google_apps_api_google_apps_get"];
        put?: never;
        /** Link Google App */
        post: operations["link_google_app_api_google_apps_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google_apps/{purpose}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink Google App */
        delete: operations["unlink_google_app_api_google_apps__purpose__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google_apps/ga_properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ga Properties */
        get: operations["ga_properties_api_google_apps_ga_properties_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webmaster/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webmaster Sites */
        get: operations["webmaster_sites_api_webmaster_sites_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/google/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start Google Sign In */
        get: operations["start_google_sign_in_api_login_google_start_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Google Sign In */
        post: operations["google_sign_in_api_login_google_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/google/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Google Link Sign In */
        post: operations["google_link_sign_in_api_login_google_link_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/google/link/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail Google Link */
        post: operations["mail_google_link_api_login_google_link_email_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login/google/link/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm Google Link */
        post: operations["confirm_google_link_api_login_google_link_confirm_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events
         * @description The signed-in user's events (cookie or bearer session).
         */
        get: operations["stream_api_event_stream_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research Overview
         * @description Domain and URL rating, backlinks, referring domains (paid tiers), organic keywords and traffic, each with
         *     its 12-month history; the first look of a target on a day counts one ``competitor_research`` use.
         */
        get: operations["research_overview_api_sites_research_overview_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/backlinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research Backlinks
         * @description The links into the target, strongest sources first (paid tiers).
         */
        get: operations["research_backlinks_api_sites_research_backlinks_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/referring-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Research Referring Domains */
        get: operations["research_referring_domains_api_sites_research_referring_domains_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/anchors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Research Anchors */
        get: operations["research_anchors_api_sites_research_anchors_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/organic-keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research Organic Keywords
         * @description Keywords the target ranks for in the stored SERPs, by estimated traffic.
         */
        get: operations["research_organic_keywords_api_sites_research_organic_keywords_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/top-pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Research Top Pages */
        get: operations["research_top_pages_api_sites_research_top_pages_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/competitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research Competitors
         * @description Domains sharing the target's top-10 keywords, most shared first.
         */
        get: operations["research_competitors_api_sites_research_competitors_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Research Compare */
        get: operations["research_compare_api_sites_research_compare_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research Export Csv
         * @description A grid's first rows (at most 5,000, SPEC §9) as CSV.
         */
        get: operations["research_export_csv_api_sites_research_export_csv_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Research Export
         * @description A grid's first rows (at most 5,000) as an Excel workbook mailed to the user.
         */
        post: operations["research_export_api_sites_research_export_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/research/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Research History
         * @description The caller's own researches, newest first.
         */
        get: operations["research_history_api_sites_research_history_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site Metrics
         * @description SPEC §7: the project's domain authority and backlink data, and its competitors'.
         */
        get: operations["site_metrics_api_sites__site_id__metrics_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Sites */
        get: operations["get_sites_api_sites_get"];
        put?: never;
        /** Create Site */
        post: operations["create_site_api_sites_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Site */
        get: operations["get_site_api_sites__site_id__get"];
        put?: never;
        post?: never;
        /** Delete Site */
        delete: operations["delete_site_api_sites__site_id__delete"];
        options?: never;
        head?: never;
        /** Update Site */
        patch: operations["update_site_api_sites__site_id__patch"];
        trace?: never;
    };
    "/api/sites/{site_id}/competitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Competitors */
        get: operations["get_competitors_api_sites__site_id__competitors_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/batch_add_competitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add Competitors */
        post: operations["add_competitors_api_sites__site_id__batch_add_competitors_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitors/{competitor_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete Competitor */
        delete: operations["delete_competitor_api_competitors__competitor_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Keywords */
        get: operations["get_keywords_api_sites__site_id__keywords_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/batch_keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add Keywords */
        post: operations["add_keywords_api_sites__site_id__batch_keywords_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/keywords/batch_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete Keywords */
        post: operations["delete_keywords_api_sites__site_id__keywords_batch_delete_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keywords/{keyword_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete Keyword */
        delete: operations["delete_keyword_api_keywords__keyword_id__delete"];
        options?: never;
        head?: never;
        /** Update Keyword */
        patch: operations["update_keyword_api_keywords__keyword_id__patch"];
        trace?: never;
    };
    "/api/sites/{site_id}/keyword_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Categories */
        get: operations["get_categories_api_sites__site_id__keyword_categories_get"];
        put?: never;
        /** Create Category */
        post: operations["create_category_api_sites__site_id__keyword_categories_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyword_categories/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete Category */
        delete: operations["delete_category_api_keyword_categories__category_id__delete"];
        options?: never;
        head?: never;
        /** Rename Category */
        patch: operations["rename_category_api_keyword_categories__category_id__patch"];
        trace?: never;
    };
    "/api/sites/{site_id}/batch_attach_keyword_categories/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach Category */
        post: operations["attach_category_api_sites__site_id__batch_attach_keyword_categories__category_id__post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/batch_detach_keyword_categories/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Detach Category */
        delete: operations["detach_category_api_sites__site_id__batch_detach_keyword_categories__category_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Recipients */
        get: operations["get_recipients_api_sites__site_id__recipients_get"];
        /** Set Recipients */
        put: operations["set_recipients_api_sites__site_id__recipients_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Share Site */
        post: operations["share_site_api_sites__site_id__share_post"];
        /** Unshare Site */
        delete: operations["unshare_site_api_sites__site_id__share_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Members */
        get: operations["get_members_api_sites__site_id__members_get"];
        put?: never;
        /**
         * Invite Member
         * @description Mails the address a link to join; the same answer whether or not it has an account.
         */
        post: operations["invite_member_api_sites__site_id__members_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/members/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Invitations */
        get: operations["get_invitations_api_sites__site_id__members_invitations_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/members/invitations/{invitation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke Invitation */
        delete: operations["revoke_invitation_api_sites__site_id__members_invitations__invitation_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept Invitation
         * @description Joins the project of a mailed invitation, when it was sent to the signed-in account's address.
         */
        post: operations["accept_invitation_api_invitations_accept_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/members/{member_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove Member */
        delete: operations["remove_member_api_sites__site_id__members__member_id__delete"];
        options?: never;
        head?: never;
        /** Change Member Role */
        patch: operations["change_member_role_api_sites__site_id__members__member_id__patch"];
        trace?: never;
    };
    "/api/sites/{site_id}/ranking_update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranking Update Status */
        get: operations["ranking_update_status_api_sites__site_id__ranking_update_get"];
        put?: never;
        /** Start Ranking Update */
        post: operations["start_ranking_update_api_sites__site_id__ranking_update_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keywords/{keyword_id}/rankings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keyword Rankings */
        get: operations["keyword_rankings_api_keywords__keyword_id__rankings_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keywords/{keyword_id}/serp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keyword Day Serp
         * @description The keyword's full stored result page of one day: URLs, titles and result types, ours and the
         *     competitors' rows marked.
         */
        get: operations["keyword_day_serp_api_keywords__keyword_id__serp_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared_report/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock Shared Report
         * @description Checks a shared report's password once and answers with its viewer cookie (HttpOnly, for
         *     ``share_viewer_ttl_seconds``), which every read of the report then sends with the share header.
         */
        post: operations["unlock_shared_report_api_shared_report_unlock_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared_report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shared Report
         * @description The public shared report's keyword grid, read with the share header and viewer cookie (SPEC §6).
         */
        get: operations["shared_report_api_shared_report_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared_report/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shared Report Site */
        get: operations["shared_report_site_api_shared_report_site_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visibility */
        get: operations["visibility_api_sites__site_id__visibility_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/drop_alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Drop Alerts */
        get: operations["drop_alerts_api_sites__site_id__drop_alerts_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/ranking_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Ranking Settings */
        get: operations["get_ranking_settings_api_sites__site_id__ranking_settings_get"];
        /** Put Ranking Settings */
        put: operations["put_ranking_settings_api_sites__site_id__ranking_settings_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/keyword_gap/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keyword Gap Stats */
        get: operations["keyword_gap_stats_api_sites__site_id__keyword_gap_stats_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/keyword_gap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keyword Gap */
        get: operations["keyword_gap_api_sites__site_id__keyword_gap_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/keyword_gap/exclusions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exclude Keywords */
        post: operations["exclude_keywords_api_sites__site_id__keyword_gap_exclusions_post"];
        /** Include Keywords */
        delete: operations["include_keywords_api_sites__site_id__keyword_gap_exclusions_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/serp_competitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Serp Competitors */
        get: operations["serp_competitors_api_sites__site_id__serp_competitors_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/serp_trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compare Serp Trends */
        get: operations["compare_serp_trends_api_sites__site_id__serp_trend_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keywords/{keyword_id}/serp_trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Keyword Serp Trend */
        get: operations["keyword_serp_trend_api_keywords__keyword_id__serp_trend_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/rank-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start Rank Check */
        post: operations["start_rank_check_api_tool_rank_check_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/rank-check/{operation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rank Check Result */
        get: operations["rank_check_result_api_tool_rank_check__operation_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/ranking_report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranking Report Csv */
        get: operations["ranking_report_csv_api_sites__site_id__ranking_report_csv_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/ranking_report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail Ranking Report */
        post: operations["mail_ranking_report_api_sites__site_id__ranking_report_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/site_ga": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link Ga */
        post: operations["link_ga_api_sites__site_id__site_ga_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/site_webmaster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link Webmaster */
        post: operations["link_webmaster_api_sites__site_id__site_webmaster_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/site_webmaster_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webmaster Metrics */
        get: operations["webmaster_metrics_api_sites__site_id__site_webmaster_metrics_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/site_ga_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ga Metrics */
        get: operations["ga_metrics_api_sites__site_id__site_ga_metrics_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/weekly_report/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send Weekly Test
         * @description Mails the last full week's report of the project to the current user.
         */
        post: operations["send_weekly_test_api_sites__site_id__weekly_report_test_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/monthly_report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly Report
         * @description SPEC §3 monthly report: the month against the month before (see api/reports/monthly.py).
         */
        get: operations["monthly_report_api_sites__site_id__monthly_report_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/monthly_report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly Report Pdf
         * @description The monthly report page printed by Chromium as A4, as the user sees it.
         */
        get: operations["monthly_report_pdf_api_sites__site_id__monthly_report_pdf_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/monthly_report/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send Monthly Test */
        post: operations["send_monthly_test_api_sites__site_id__monthly_report_test_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/monthly_report/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Monthly Emails */
        get: operations["monthly_emails_api_sites__site_id__monthly_report_emails_get"];
        put?: never;
        /** Add Monthly Email */
        post: operations["add_monthly_email_api_sites__site_id__monthly_report_emails_post"];
        /** Delete Monthly Email */
        delete: operations["delete_monthly_email_api_sites__site_id__monthly_report_emails_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/research/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keyword Suggestions
         * @description Ideas for a seed with volume, CPC (USD), competition 0-4, difficulty, intent and source; one use of
         *     the plan's ``keyword_search``.
         */
        post: operations["keyword_suggestions_api_research_suggestions_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/research/suggestions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export Suggestions
         * @description The keywords on screen as an Excel workbook mailed to the user (SPEC §9, at most 5,000 rows), with
         *     the figures of the research store; recorded in operation history; no ``keyword_search`` use counted.
         */
        post: operations["export_suggestions_api_research_suggestions_export_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/research/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keyword Overview
         * @description One keyword's figures, difficulty with its inputs, intent, stored top 10, related and question
         *     keywords, and the caller's projects in it; one use of ``keyword_search``.
         */
        post: operations["keyword_overview_api_research_overview_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/keyword_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tracked Keyword Metrics
         * @description Volume, CPC and competition of the project's tracked keywords from the research store (no provider
         *     call, no use counted); asked apart from the rankings list so that list stays as fast as it was.
         */
        post: operations["tracked_keyword_metrics_api_sites__site_id__keyword_metrics_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/research/network": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keyword Network
         * @description The keyword network graph (enterprise plan only, SPEC §6): the project's keywords with a stored SERP,
         *     their volume, cluster and the project's rank, and the pairs whose latest top 10s share URLs.
         */
        get: operations["keyword_network_api_research_network_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyword_lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Lists */
        get: operations["get_lists_api_keyword_lists_get"];
        put?: never;
        /** Create List */
        post: operations["create_list_api_keyword_lists_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyword_lists/{list_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get List */
        get: operations["get_list_api_keyword_lists__list_id__get"];
        put?: never;
        post?: never;
        /** Delete List */
        delete: operations["delete_list_api_keyword_lists__list_id__delete"];
        options?: never;
        head?: never;
        /** Rename List */
        patch: operations["rename_list_api_keyword_lists__list_id__patch"];
        trace?: never;
    };
    "/api/keyword_lists/{list_id}/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add Keywords */
        post: operations["add_keywords_api_keyword_lists__list_id__keywords_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyword_lists/{list_id}/keywords/batch_delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove Keywords */
        post: operations["remove_keywords_api_keyword_lists__list_id__keywords_batch_delete_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyword_lists/{list_id}/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refresh Metrics
         * @description Latest volume, CPC, competition, difficulty and intent of every keyword; one ``keyword_search`` use.
         */
        post: operations["refresh_metrics_api_keyword_lists__list_id__refresh_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyword_lists/{list_id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export List */
        get: operations["export_list_api_keyword_lists__list_id__export_csv_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyword_lists/{list_id}/send_to_project": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send To Project */
        post: operations["send_to_project_api_keyword_lists__list_id__send_to_project_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/send_keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send Keywords
         * @description Keywords picked anywhere (suggestions, a list, the network graph) to a project's tracked keywords.
         */
        post: operations["send_keywords_api_sites__site_id__send_keywords_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/site_checks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site Checks */
        get: operations["site_checks_api_sites__site_id__site_checks_get"];
        put?: never;
        /** Start Site Check */
        post: operations["start_site_check_api_sites__site_id__site_checks_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/site_checks/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Latest Site Check */
        get: operations["latest_site_check_api_sites__site_id__site_checks_latest_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site Check */
        get: operations["site_check_api_site_checks__check_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site Check Issues */
        get: operations["site_check_issues_api_site_checks__check_id__issues_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}/issues/{check}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site Check Issue */
        get: operations["site_check_issue_api_site_checks__check_id__issues__check__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site Check Pages */
        get: operations["site_check_pages_api_site_checks__check_id__pages_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}/broken_links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site Check Broken Links */
        get: operations["site_check_broken_links_api_site_checks__check_id__broken_links_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}/titles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site Check Titles */
        get: operations["site_check_titles_api_site_checks__check_id__titles_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site Check Csv
         * @description The URLs of one issue with its evidence (``check``), or every crawled page.
         */
        get: operations["site_check_csv_api_site_checks__check_id__export_csv_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site_checks/{check_id}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site Check Pdf
         * @description The overview report printed by Chromium from the console's /pdfReport screen, as the user sees it.
         */
        get: operations["site_check_pdf_api_site_checks__check_id__report_pdf_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/pages/internal_links_keywords_suggestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Internal Link Suggestions */
        get: operations["internal_link_suggestions_api_sites__site_id__pages_internal_links_keywords_suggestion_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/checker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start Page Check
         * @description The public page checker: one page crawled and audited by a worker (signed in or not; paced per user
         *     or address). Answers at once with the job to follow at ``GET /tool/checker/{job_id}``.
         */
        post: operations["start_page_check_api_tool_checker_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/checker/{job_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Page Check
         * @description A page check's state and progress, and its result once done (its creator only).
         */
        get: operations["page_check_api_tool_checker__job_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/pages_evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Evaluations */
        get: operations["list_evaluations_api_sites__site_id__pages_evaluations_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/page_evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add */
        post: operations["add_api_sites__site_id__page_evaluations_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/page_evaluations/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Batch */
        post: operations["batch_api_sites__site_id__page_evaluations_batch_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/page_evaluations/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import Pages */
        post: operations["import_pages_api_sites__site_id__page_evaluations_import_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/page_evaluations/re_audit_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re Audit All */
        post: operations["re_audit_all_api_sites__site_id__page_evaluations_re_audit_all_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/re_audit_page_evaluation/{page_evaluation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Re Audit */
        get: operations["re_audit_api_re_audit_page_evaluation__page_evaluation_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/page_evaluations/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Destroy */
        post: operations["destroy_api_sites__site_id__page_evaluations_destroy_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/page_evaluations/{page_evaluation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report */
        get: operations["report_api_page_evaluations__page_evaluation_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operation_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operation History */
        get: operations["operation_history_api_operation_history_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Indexing Overview
         * @description The property, the user's Google links, the plan, today's quotas and the IndexNow key.
         */
        get: operations["indexing_overview_api_sites__site_id__indexing_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing/sitemaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Indexing Sitemaps
         * @description The Search Console property's sitemaps (the user's webmaster link).
         */
        get: operations["indexing_sitemaps_api_sites__site_id__indexing_sitemaps_get"];
        put?: never;
        /** Indexing Submit Sitemap */
        post: operations["indexing_submit_sitemap_api_sites__site_id__indexing_sitemaps_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Indexing Inspect
         * @description Each URL's index status (URL Inspection API; counted against the property's daily quota).
         */
        post: operations["indexing_inspect_api_sites__site_id__indexing_inspections_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Indexing Notify
         * @description Indexing API notices for job-posting and livestream pages; other pages are refused, not sent.
         */
        post: operations["indexing_notify_api_sites__site_id__indexing_notifications_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing/indexnow/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Indexnow New Key */
        post: operations["indexnow_new_key_api_sites__site_id__indexing_indexnow_key_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing/indexnow/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Indexnow Verify
         * @description Reads the key file on the site; IndexNow submissions need it found.
         */
        post: operations["indexnow_verify_api_sites__site_id__indexing_indexnow_verify_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing/indexnow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Indexnow Submit */
        post: operations["indexnow_submit_api_sites__site_id__indexing_indexnow_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites/{site_id}/indexing/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Indexing History
         * @description Every submission of the project with its answer, newest first.
         */
        get: operations["indexing_history_api_sites__site_id__indexing_history_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plans
         * @description Public; a signed-in caller also learns their current plan and payment type.
         */
        get: operations["plans_api_plans_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions */
        get: operations["subscriptions_api_subscriptions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price Quote
         * @description The confirm step's figures with a promo code (422 under promo_code when it does not apply) and the days the
         *     current contract's unused part adds (409 billing.same_plan, billing.change_at_renewal: the plan-card rule).
         */
        post: operations["price_quote_api_billing_quote_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout
         * @description A pending order and the form that opens ECPay's card page (422 billing.plan_unavailable,
         *     billing.payment_type_invalid, the promo code's under promo_code, and the invoice's billing.invoice.* under
         *     invoice.<field>).
         */
        post: operations["checkout_api_billing_checkout_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/orders/{trade_no}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order */
        get: operations["order_api_billing_orders__trade_no__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/orders/{trade_no}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel
         * @description No more renewals: the plan runs to the end of the period paid for.
         */
        post: operations["cancel_api_billing_orders__trade_no__cancel_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments
         * @description The user's charges, newest first, with their e-invoices, and the renewal that charges next.
         */
        get: operations["payments_api_billing_payments_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Referrals Summary
         * @description The user's referral code, what a referral earns, and the days earned (added, or waiting for a plan).
         */
        get: operations["referrals_summary_api_billing_referrals_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payments/{payment_id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receipt
         * @description The receipt of a successful charge (404 for a declined one or another user's).
         */
        get: operations["receipt_api_billing_payments__payment_id__receipt_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/payments/{payment_id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receipt Pdf
         * @description The receipt page printed by Chromium as A4 (503 pdf.failed when it cannot).
         */
        get: operations["receipt_pdf_api_billing_payments__payment_id__receipt_pdf_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact
         * @description Asks for a consultant: mailed to the sales team, at most 5 per hour per user (or address).
         */
        post: operations["contact_api_contact_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Word Count
         * @description Characters, CJK characters, words (jieba / Sudachi for Chinese and Japanese), sentences, reading time.
         */
        post: operations["word_count_api_tool_count_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/deduplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deduplicate */
        post: operations["deduplicate_api_tool_deduplicate_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keyword Diff
         * @description A − B, B − A and A ∩ B of two keyword lists.
         */
        post: operations["keyword_diff_api_tool_diff_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/related-keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Related Keywords
         * @description Related searches and questions from the stored SERPs of the seed and of keywords containing it, then
         *     the keyword research sources' ideas; one use of ``keyword_search``.
         */
        post: operations["related_keywords_api_tool_related_keywords_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/keyword-on-page-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start On Page Check
         * @description Fetches the page through the guarded fetch and counts each keyword per place; answers with the
         *     result when it is ready within a few seconds, else 202 with the job to follow.
         */
        post: operations["start_on_page_check_api_tool_keyword_on_page_check_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/keyword-on-page-check/{operation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** On Page Check Result */
        get: operations["on_page_check_result_api_tool_keyword_on_page_check__operation_id__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tool/keyword-on-page-check/{operation_id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export On Page Check */
        get: operations["export_on_page_check_api_tool_keyword_on_page_check__operation_id__export_csv_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/fleets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Fleets
         * @description Every fleet: queue, running jobs, pages per second, today's fetches and budget, errors by kind,
         *     frontier, failed jobs, and the health and quota of the sources it fetches through.
         */
        get: operations["list_fleets_api_operations_fleets_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Changes
         * @description The latest operator changes to the fleets (who, when, what), newest first.
         */
        get: operations["list_changes_api_operations_changes_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/fleets/{name}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause Fleet
         * @description The fleet's dispatcher starts no new work until it is resumed; work already running ends.
         */
        post: operations["pause_fleet_api_operations_fleets__name__pause_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/fleets/{name}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume Fleet */
        post: operations["resume_fleet_api_operations_fleets__name__resume_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/fleets/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update Fleet
         * @description Changes the fleet's daily budget (null: none) and its schedule (seconds between dispatches).
         */
        put: operations["update_fleet_api_operations_fleets__name__put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/fleets/{name}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry Fleet
         * @description Queues the fleet's failed jobs of today again; answers how many.
         */
        post: operations["retry_fleet_api_operations_fleets__name__retry_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Codes
         * @description Every trial and promo code with its uses, newest first.
         */
        get: operations["list_codes_api_admin_codes_get"];
        put?: never;
        /**
         * Create Code
         * @description A new code (422 under the field at fault: plan.code.*), recorded in the audit log.
         */
        post: operations["create_code_api_admin_codes_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/codes/{code_id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Expire Code
         * @description The code stops working now; the uses taken so far stand. Recorded in the audit log.
         */
        post: operations["expire_code_api_admin_codes__code_id__expire_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit Log
         * @description The latest admin actions, newest first: who, what, on which record, with which values.
         */
        get: operations["audit_log_api_admin_audit_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find Users
         * @description Users whose address or name contains ``q`` (50 at most, newest first), with their plan and what they paid.
         */
        get: operations["find_users_api_admin_users_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{user_id}/extend_trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend Trial
         * @description More days of a user's trial (409 admin.user_has_plan while a paid plan runs). Recorded in the audit log.
         */
        post: operations["extend_trial_api_admin_users__user_id__extend_trial_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{user_id}/disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set Disabled
         * @description Disables a user (signed out everywhere, sign-in refused) or enables them; 409 admin.disable_self. Audited.
         */
        post: operations["set_disabled_api_admin_users__user_id__disabled_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{user_id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User Payments
         * @description A user's charges with their e-invoices, and the renewal that charges next, as on their /subscribe-record.
         */
        get: operations["user_payments_api_admin_users__user_id__payments_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/get_user_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get User Token
         * @description An admin's view as a user for an hour (409 admin.view_self / view_admin / user_disabled). Audited, and so
         *     is every change made through it.
         */
        post: operations["get_user_token_api_admin_get_user_token_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/view_as/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End View
         * @description Back from a view as a user (also once it ran out): the view ends and the admin's own session, kept when
         *     the view opened, is this browser's again. 401 when there is none to return to.
         */
        post: operations["end_view_api_admin_view_as_end_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List News
         * @description Every announcement of the news ticker, newest first, with its state (shown, scheduled, ended, hidden).
         */
        get: operations["list_news_api_admin_news_get"];
        put?: never;
        /**
         * Create News
         * @description A new announcement (422 under the field at fault: news.*), recorded in the audit log.
         */
        post: operations["create_news_api_admin_news_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{news_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update News
         * @description The announcement rewritten (422 as when created), recorded in the audit log.
         */
        put: operations["update_news_api_admin_news__news_id__put"];
        post?: never;
        /**
         * Delete News
         * @description The announcement removed, recorded in the audit log with its text.
         */
        delete: operations["delete_news_api_admin_news__news_id__delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue Figures
         * @description Revenue, MRR, customers, churn and trial conversion by Taipei month, from the successful charges.
         */
        get: operations["revenue_figures_api_admin_revenue_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/issues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Billing Issues List
         * @description Refused e-invoices (to correct and issue again) and replaced contracts' charges (to refund at ECPay).
         */
        get: operations["billing_issues_list_api_admin_billing_issues_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/invoices/{invoice_id}/reissue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reissue Invoice
         * @description A refused e-invoice issued again, to corrected information when given (422 under invoice.…; 409
         *     admin.invoice_not_refused). Recorded in the audit log.
         */
        post: operations["reissue_invoice_api_admin_billing_invoices__invoice_id__reissue_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Plans
         * @description Every plan with its prices, SERP depth and limits now, the catalogue's values, and how many run it.
         */
        get: operations["list_plans_api_admin_plans_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/{plan_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit Plan
         * @description A plan's new values, in effect for new checkouts and subscriptions at once and, when asked, for its running
         *     subscriptions' limits (422 under the field at fault: plan.edit.*). Recorded in the audit log.
         */
        put: operations["edit_plan_api_admin_plans__plan_id__put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/line": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Line Status
         * @description Whether LINE is bound (SPEC §4), to whom, and whether the last push arrived.
         */
        get: operations["line_status_api_line_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/line/bind/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start Binding
         * @description LINE's consent URL for this user; 409 ``line.not_configured`` without a LINE Login channel.
         */
        get: operations["start_binding_api_line_bind_start_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/line/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind
         * @description Binds the LINE account that consented; 400 ``line.auth_failed`` for a refused consent, a state that is
         *     not this user's, or a code or ID token LINE rejects.
         */
        post: operations["bind_api_line_bind_post"];
        /** Unbind */
        delete: operations["unbind_api_line_bind_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_comply/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categories
         * @description The category tree to pick from: main categories and their sub-categories, names in four languages.
         */
        get: operations["categories_api_text_comply_categories_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_comply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text Comply
         * @description Checks the document's plain text against the chosen categories' advertising-law lists; one use of
         *     ``text_comply``.
         */
        post: operations["text_comply_api_text_comply_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/text_comply/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Text Comply Review
         * @description The check, then the configured model's semantic review of what no list reads (findings marked
         *     ``source: "ai"``); one use of ``text_comply``, plans with the AI generator only.
         */
        post: operations["text_comply_review_api_text_comply_review_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writers/content_score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Content Score
         * @description The document's content score against its keyword's top 10 (``preparing`` while they are read).
         */
        post: operations["content_score_api_writers_content_score_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Sites */
        get: operations["list_sites_api_cms_sites_get"];
        put?: never;
        /**
         * Add Site
         * @description Connects a WordPress site: finds its REST API and signs in with the application password first (422
         *     with the reason's code and the field at fault: cms.unauthorized, cms.rest_api_missing, cms.not_json,
         *     cms.timeout, …); 409 cms.site_duplicated when the user has the site already.
         */
        post: operations["add_site_api_cms_sites_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/sites/{cms_site_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete Site */
        delete: operations["delete_site_api_cms_sites__cms_site_id__delete"];
        options?: never;
        head?: never;
        /** Update Site */
        patch: operations["update_site_api_cms_sites__cms_site_id__patch"];
        trace?: never;
    };
    "/api/cms/sites/{cms_site_id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site Categories
         * @description The site's categories, read from WordPress now.
         */
        get: operations["site_categories_api_cms_sites__cms_site_id__categories_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/sites/{cms_site_id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Post
         * @description Posts to WordPress (publish, draft, or future with a date); the featured image is fetched and uploaded
         *     first. 422 for SPEC §5's required title and content; 400 with the reason when WordPress refuses.
         */
        post: operations["create_post_api_cms_sites__cms_site_id__posts_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cms/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Posts
         * @description The user's posts and their status (SPEC §4), newest first; of one site or one document.
         */
        get: operations["list_posts_api_cms_posts_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seo_writer_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Templates */
        get: operations["list_templates_api_seo_writer_templates_get"];
        put?: never;
        /**
         * Create Template
         * @description A new document; counts one ``writer`` use of the month.
         */
        post: operations["create_template_api_seo_writer_templates_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seo_writer_templates/{template_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Template */
        get: operations["get_template_api_seo_writer_templates__template_id__get"];
        put?: never;
        post?: never;
        /**
         * Delete Template
         * @description Its creator only (403 ``writer.not_creator`` for a project member).
         */
        delete: operations["delete_template_api_seo_writer_templates__template_id__delete"];
        options?: never;
        head?: never;
        /**
         * Update Template
         * @description An edit made on ``version``; 409 ``writer.version_conflict`` when the document has moved on.
         */
        patch: operations["update_template_api_seo_writer_templates__template_id__patch"];
        trace?: never;
    };
    "/api/seo_writer_templates/{template_id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Versions */
        get: operations["get_versions_api_seo_writer_templates__template_id__versions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seo_writer_templates/{template_id}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore Version */
        post: operations["restore_version_api_seo_writer_templates__template_id__versions__version__restore_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seo_writer_template_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Categories */
        get: operations["get_categories_api_seo_writer_template_categories_get"];
        put?: never;
        /** Create Category */
        post: operations["create_category_api_seo_writer_template_categories_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seo_writer_template_categories/{category_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete Category */
        delete: operations["delete_category_api_seo_writer_template_categories__category_id__delete"];
        options?: never;
        head?: never;
        /** Rename Category */
        patch: operations["rename_category_api_seo_writer_template_categories__category_id__patch"];
        trace?: never;
    };
    "/api/seo_writer_template_categories/{category_id}/detach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Detach Documents */
        delete: operations["detach_documents_api_seo_writer_template_categories__category_id__detach_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seo_writer_templates/{template_id}/seo_writer_template_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach Categories */
        post: operations["attach_categories_api_seo_writer_templates__template_id__seo_writer_template_categories_post"];
        /** Detach Category */
        delete: operations["detach_category_api_seo_writer_templates__template_id__seo_writer_template_categories_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/seo_writer_templates/{template_id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Share */
        get: operations["get_share_api_seo_writer_templates__template_id__share_get"];
        put?: never;
        /**
         * Create Share
         * @description The creator only, on a plan with ``writer_share``; 409 ``writer.share_active`` while one runs.
         */
        post: operations["create_share_api_seo_writer_templates__template_id__share_post"];
        /**
         * Stop Share
         * @description Saves the co-edited text and disconnects every co-editor at once.
         */
        delete: operations["stop_share_api_seo_writer_templates__template_id__share_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share/seo_writer/{share_uuid}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlock Share
         * @description 403 ``writer.share_password_wrong``, 429 after too many guesses, 404 unknown or stopped, 410 expired.
         */
        post: operations["unlock_share_api_share_seo_writer__share_uuid__unlock_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share/seo_writer/{share_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Shared Document */
        get: operations["get_shared_document_api_share_seo_writer__share_uuid__get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_writer/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Writer Status
         * @description Whether a model endpoint is configured (and which settings configure it), the templates and SPEC's limits.
         */
        get: operations["writer_status_api_ai_writer_status_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List Articles */
        get: operations["list_articles_api_ai_articles_get"];
        put?: never;
        /**
         * Create Article
         * @description A new article from its inputs; one ``writer`` use (plans with the AI generator only).
         */
        post: operations["create_article_api_ai_articles_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_articles/{article_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get Article */
        get: operations["get_article_api_ai_articles__article_id__get"];
        put?: never;
        post?: never;
        /** Delete Article */
        delete: operations["delete_article_api_ai_articles__article_id__delete"];
        options?: never;
        head?: never;
        /** Edit Article */
        patch: operations["edit_article_api_ai_articles__article_id__patch"];
        trace?: never;
    };
    "/api/ai_articles/{article_id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview Article
         * @description The finished article with its body as HTML; 422 naming what is still missing.
         */
        get: operations["preview_article_api_ai_articles__article_id__preview_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_articles/{article_id}/seo_writer_document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy To Seo Writer
         * @description The finished article as a new SEO writer document (keyword, title, description, the body with the title
         *     as H1); counted as the SEO writer counts a new document: one ``writer`` use. 422 naming what is missing.
         */
        post: operations["copy_to_seo_writer_api_ai_articles__article_id__seo_writer_document_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_articles/{article_id}/titles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate Titles
         * @description Title options (one AI title optimize of the article's 10), with the suggestion word if given.
         */
        post: operations["generate_titles_api_ai_articles__article_id__titles_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_articles/{article_id}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate Description
         * @description The description of the chosen title.
         */
        post: operations["generate_description_api_ai_articles__article_id__description_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_articles/{article_id}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate Sections
         * @description 1 to 10 section titles; they replace the article's sections.
         */
        post: operations["generate_sections_api_ai_articles__article_id__sections_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ai_articles/{article_id}/sections/{index}/paragraph": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate Paragraph
         * @description A section's paragraph, or its paragraph lengthened or shortened (paid tiers: ai_resize).
         */
        post: operations["generate_paragraph_api_ai_articles__article_id__sections__index__paragraph_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** AccountOption */
        AccountOption: {
            /** Label */
            label: string;
            /**
             * Value
             * @description a GA account, "accounts/45"
             */
            value: string;
            /** Children */
            children: components["schemas"]["PropertyOption"][];
        };
        /** AdminActionList */
        AdminActionList: {
            /** Data */
            data: components["schemas"]["AdminActionOut"][];
        };
        /** AdminActionOut */
        AdminActionOut: {
            /** Id */
            id: number;
            /** Admin Id */
            admin_id: number | null;
            /** Admin Email */
            admin_email: string;
            /** Action */
            action: string;
            /** Target */
            target: string;
            /** Detail */
            detail: {
                [key: string]: unknown;
            };
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** AdminPlanEditOut */
        AdminPlanEditOut: {
            /**
             * Prices
             * @description NT$ by payment type (1 monthly, 2 yearly); plans on sale only
             */
            prices: {
                [key: string]: number;
            };
            /**
             * Serp Depth
             * @description how many Google results a rank check reads
             */
            serp_depth: number;
            /**
             * Limitation
             * @description {feature}_limitation values; 99999999999 and above: unlimited
             */
            limitation: {
                [key: string]: number;
            };
            /** Id */
            id: number;
            /** Key */
            key: string;
            /** Name */
            name: string | null;
            /** On Sale */
            on_sale: boolean;
            /** @description the catalogue's values, which the console offers to restore */
            defaults: components["schemas"]["PlanValues"];
            /**
             * Subscribers
             * @description subscriptions of the plan running now
             */
            subscribers: number;
            /** Updated At */
            updated_at: string | null;
            /** Updated By */
            updated_by: string | null;
            /** Subscriptions Updated */
            subscriptions_updated: number;
        };
        /** AdminPlanList */
        AdminPlanList: {
            /** Data */
            data: components["schemas"]["AdminPlanOut"][];
        };
        /** AdminPlanOut */
        AdminPlanOut: {
            /**
             * Prices
             * @description NT$ by payment type (1 monthly, 2 yearly); plans on sale only
             */
            prices: {
                [key: string]: number;
            };
            /**
             * Serp Depth
             * @description how many Google results a rank check reads
             */
            serp_depth: number;
            /**
             * Limitation
             * @description {feature}_limitation values; 99999999999 and above: unlimited
             */
            limitation: {
                [key: string]: number;
            };
            /** Id */
            id: number;
            /** Key */
            key: string;
            /** Name */
            name: string | null;
            /** On Sale */
            on_sale: boolean;
            /** @description the catalogue's values, which the console offers to restore */
            defaults: components["schemas"]["PlanValues"];
            /**
             * Subscribers
             * @description subscriptions of the plan running now
             */
            subscribers: number;
            /** Updated At */
            updated_at: string | null;
            /** Updated By */
            updated_by: string | null;
        };
        /** AdminUserList */
        AdminUserList: {
            /** Data */
            data: components["schemas"]["AdminUserOut"][];
        };
        /** AdminUserOut */
        AdminUserOut: {
            /** Id */
            id: number;
            /** Email */
            email: string;
            /** Name */
            name: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Plan Id */
            plan_id: number | null;
            /** Plan Name */
            plan_name: string | null;
            /** Payment Type */
            payment_type: number | null;
            /** Plan End */
            plan_end: string | null;
            /**
             * Paid Total
             * @description NT$ charged successfully, all time
             */
            paid_total: number;
            /** Disabled At */
            disabled_at: string | null;
        };
        /** AdviceOut */
        AdviceOut: {
            /** Id */
            id: string;
            /** Passed */
            passed: boolean;
            /** Weight */
            weight: number;
            /** Title */
            title: string;
            /** Fix */
            fix: string;
            /** Evidence */
            evidence: {
                [key: string]: unknown;
            };
        };
        /** AiArticleIn */
        AiArticleIn: {
            /**
             * Template
             * @description general or ecommerce; another answers 422 ai_writer.invalid_template
             * @default general
             */
            template: string;
            /**
             * Language
             * @description the market written for; default: the request's language
             */
            language?: ("zh-TW" | "zh-CN" | "en" | "ja") | null;
            /**
             * Keyword
             * @description target keyword, at most 200 characters
             */
            keyword: string;
            /**
             * Product
             * @description target product; required by the e-commerce template
             */
            product?: string | null;
            /**
             * Category
             * @description product category
             */
            category?: string | null;
            /** Product Name */
            product_name?: string | null;
            /**
             * Persona
             * @description target persona
             */
            persona?: string | null;
            /**
             * Features
             * @description product features, at most 2000 characters
             */
            features?: string | null;
        };
        /** AiArticleOut */
        AiArticleOut: {
            /** Id */
            id: number;
            /** Template */
            template: string;
            /** Language */
            language: string;
            /** Keyword */
            keyword: string;
            /** Product */
            product: string | null;
            /** Category */
            category: string | null;
            /** Product Name */
            product_name: string | null;
            /** Persona */
            persona: string | null;
            /** Features */
            features: string | null;
            /** Title Options */
            title_options: string[];
            /** Title Word */
            title_word: string | null;
            /** Title */
            title: string | null;
            /** Title Optimize Count */
            title_optimize_count: number;
            /** Title Optimize Left */
            title_optimize_left: number;
            /** Description */
            description: string | null;
            /** Sections */
            sections: components["schemas"]["SectionOut"][];
            /**
             * Prompt Version
             * @description the prompt version of the latest kept generation
             */
            prompt_version: string | null;
            /**
             * Model
             * @description the model of the latest kept generation
             */
            model: string | null;
            /**
             * Complete
             * @description title chosen, description and every paragraph written: ready to preview
             */
            complete: boolean;
            marks: components["schemas"]["ArticleMarks"];
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** AiArticlePage */
        AiArticlePage: {
            /** Data */
            data: components["schemas"]["AiArticleSummary"][];
        };
        /**
         * AiArticlePatch
         * @description The user's own edits between steps; a field left out stays as it is.
         */
        AiArticlePatch: {
            /**
             * Title
             * @description the chosen title (one of the options, or edited)
             */
            title?: string | null;
            /** Description */
            description?: string | null;
            /**
             * Sections
             * @description 1 to 10 sections
             */
            sections?: components["schemas"]["SectionIn"][] | null;
        };
        /** AiArticleSummary */
        AiArticleSummary: {
            /** Id */
            id: number;
            /** Template */
            template: string;
            /** Language */
            language: string;
            /** Keyword */
            keyword: string;
            /** Title */
            title: string | null;
            /** Complete */
            complete: boolean;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** AiWriterStatus */
        AiWriterStatus: {
            /**
             * Configured
             * @description false: no model endpoint is set; the screen says how to set one
             */
            configured: boolean;
            /** Model */
            model: string | null;
            /** Templates */
            templates: string[];
            limits: components["schemas"]["Limits"];
            /**
             * Settings
             * @description the server settings that configure the endpoint
             */
            settings: string[];
        };
        /** AnchorOut */
        AnchorOut: {
            /** Anchor */
            anchor: string;
            /** Backlinks */
            backlinks: number;
            /** Referring Domains */
            referring_domains: number;
        };
        /**
         * ArticleMarks
         * @description The sensitive-word findings of each text of the article (offsets index that text as stored), found with
         *     the categories its market and product category map to; not counted against ``text_comply``.
         */
        ArticleMarks: {
            /**
             * Checked
             * @description the main categories the texts were checked against
             */
            checked: components["schemas"]["CheckedCategory"][];
            /**
             * Title Options
             * @description one list per title option, in their order
             */
            title_options: components["schemas"]["FindingOut"][][];
            /** Title */
            title: components["schemas"]["FindingOut"][];
            /** Description */
            description: components["schemas"]["FindingOut"][];
            /**
             * Sections
             * @description one per section, in their order
             */
            sections: components["schemas"]["SectionMarks"][];
        };
        /** AuthOut */
        AuthOut: {
            /** Api Token */
            api_token: string;
            /** Csrf Token */
            csrf_token: string;
            user: components["schemas"]["UserOut"];
        };
        /** AutocompleteOut */
        AutocompleteOut: {
            /** Asked */
            asked: number;
            /** Failed */
            failed: number;
            /** Error */
            error?: string | null;
        };
        /**
         * Averages
         * @description Average position of the period's top 10, 20 and 30 queries by clicks (None without that many).
         */
        Averages: {
            /** Top10 */
            top10: number | null;
            /** Top20 */
            top20: number | null;
            /** Top30 */
            top30: number | null;
        };
        /** BacklinkOut */
        BacklinkOut: {
            /** Source Url */
            source_url: string;
            /** Source Host */
            source_host: string;
            /** Source Url Rating */
            source_url_rating: number | null;
            /** Source Domain Rating */
            source_domain_rating: number | null;
            /** Target Url */
            target_url: string;
            /** Anchor */
            anchor: string;
            /** Rel */
            rel: string[];
            /** Placement */
            placement: string;
            /**
             * First Seen
             * Format: date-time
             */
            first_seen: string;
            /**
             * Last Seen
             * Format: date-time
             */
            last_seen: string;
            /** Lost At */
            lost_at: string | null;
            /** Source */
            source: string;
        };
        /**
         * BatchIn
         * @description The ticked pages of the batch audit, each with its keyword.
         */
        BatchIn: {
            /** Pages */
            pages: components["schemas"]["PageEvaluationIn"][];
        };
        /** BestKeyword */
        BestKeyword: {
            /** Term */
            term: string;
            /** Position */
            position: number | null;
            /**
             * Diff Tag
             * @enum {string}
             */
            diff_tag: "up" | "down" | "same" | "new" | "lost" | "none";
            /** Diff */
            diff: number | null;
        };
        /** BillingIssuesOut */
        BillingIssuesOut: {
            /** Invoices */
            invoices: components["schemas"]["RefusedInvoiceOut"][];
            /** Replaced Charges */
            replaced_charges: components["schemas"]["ReplacedChargeOut"][];
        };
        /** BrokenLink */
        BrokenLink: {
            /** Url */
            url: string;
            /** Status Code */
            status_code: number | null;
            /** Error */
            error: string | null;
            /**
             * Type
             * @enum {string}
             */
            type: "internal" | "external";
            /** Sources */
            sources: components["schemas"]["LinkSource"][];
            /**
             * Sources Total
             * @description every linking page (sources lists at most 100)
             */
            sources_total: number;
        };
        /** BrokenLinkCounts */
        BrokenLinkCounts: {
            /**
             * Internal
             * @default 0
             */
            internal: number;
            /**
             * External
             * @default 0
             */
            external: number;
        };
        /** BrokenLinkOut */
        BrokenLinkOut: {
            /** Url */
            url: string;
            /** Status Code */
            status_code: number | null;
            /** Error */
            error: string | null;
            /**
             * Type
             * @enum {string}
             */
            type: "internal" | "external";
            /** Anchor */
            anchor: string;
        };
        /**
         * BucketsOut
         * @description The day's keywords by where they were found. ``after_third_page_count``: found at 31-100;
         *     ``not_found_count``: not found within the depth checked, each known to be outside the top
         *     ``not_found_depth`` (null when none); ``average_position``: over the ``found_count`` keywords found,
         *     of the ``checked_count`` checked (null when none was found).
         */
        BucketsOut: {
            /** On First Page Count */
            on_first_page_count: number;
            /** On Second Page Count */
            on_second_page_count: number;
            /** On Third Page Count */
            on_third_page_count: number;
            /**
             * After Third Page Count
             * @description found at positions 31-100
             */
            after_third_page_count: number;
            /**
             * Not Found Count
             * @description checked, not found within the depth checked
             */
            not_found_count: number;
            /**
             * Not Found Depth
             * @description the N of 'not in the top N' for every not-found keyword
             */
            not_found_depth: number | null;
            /** No Data Count */
            no_data_count: number;
            /** Found Count */
            found_count: number;
            /** Checked Count */
            checked_count: number;
            /**
             * Average Position
             * @description average over the keywords found only
             */
            average_position: number | null;
        };
        /** BuyerOut */
        BuyerOut: {
            /** Name */
            name: string | null;
            /** Email */
            email: string;
            invoice: components["schemas"]["InvoiceIn"];
        };
        /** CategoriesOut */
        CategoriesOut: {
            /** Data */
            data: components["schemas"]["MainCategoryOut"][];
            /**
             * Max Sub Categories
             * @description SPEC §5: at most this many sub-categories per check
             */
            max_sub_categories: number;
            /**
             * Max Chars
             * @description the per-check cap on the document's plain-text characters
             */
            max_chars: number;
        };
        /**
         * Category
         * @description The 13 categories of SPEC §2, as URL slugs (``/seo-checker/{id}/{category}``).
         * @enum {string}
         */
        Category: "crawlability" | "search-appearance" | "social" | "usability" | "images" | "content-structure" | "security" | "mobile" | "duplicate-content" | "indexability" | "multilingual" | "links" | "core-web-vitals";
        /** CategoryCounts */
        CategoryCounts: {
            /** Category */
            category: string;
            /** Title */
            title: string;
            /** Errors */
            errors: number;
            /** Warnings */
            warnings: number;
            /** Notices */
            notices: number;
        };
        /** CategoryIn */
        CategoryIn: {
            /** Name */
            name: string;
        };
        /** CategoryOut */
        CategoryOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Keyword Count */
            keyword_count: number;
        };
        /** CategoryRef */
        CategoryRef: {
            /** Id */
            id: number;
            /** Name */
            name: string;
        };
        /** ChangedKeyword */
        ChangedKeyword: {
            /** Term */
            term: string;
            /** Todayposition */
            todayPosition: number | null;
            /**
             * Diff Tag
             * @enum {string}
             */
            diff_tag: "up" | "down" | "same" | "new" | "lost" | "none";
            /** Diff */
            diff: number | null;
        };
        /** ChannelGroupOut */
        ChannelGroupOut: {
            /**
             * Channels
             * @description sessions by GA4 default channel group, most first
             */
            channels: {
                [key: string]: number;
            };
            /** Total */
            total: number;
        };
        /** ChargeList */
        ChargeList: {
            /** Data */
            data: components["schemas"]["ChargeOut"][];
            renewal: components["schemas"]["RenewalOut"] | null;
        };
        /**
         * ChargeOut
         * @description One charge of an order: the first or a later period's, successful (a receipt) or declined (the gateway's
         *     words in ``message``).
         */
        ChargeOut: {
            /** Id */
            id: number;
            /** Trade No */
            trade_no: string;
            /** Plan Id */
            plan_id: number;
            /** Plan Name */
            plan_name: string | null;
            /** Payment Type */
            payment_type: number;
            /** Period */
            period: number;
            /**
             * Charged At
             * Format: date-time
             */
            charged_at: string;
            /** Amount */
            amount: number;
            /** Succeeded */
            succeeded: boolean;
            /** Message */
            message: string | null;
            invoice: components["schemas"]["InvoiceStateOut"] | null;
        };
        /**
         * CheckOut
         * @description The day's check of a keyword: ``ok``, ``failed`` (every attempt failed: no rank, retried with
         *     backoff) or ``pending`` (not attempted yet).
         */
        CheckOut: {
            /**
             * State
             * @enum {string}
             */
            state: "ok" | "failed" | "pending";
            /**
             * Attempts
             * @default 0
             */
            attempts: number;
            /** Source */
            source?: string | null;
            /** Error */
            error?: string | null;
            /**
             * Sandbox
             * @default false
             */
            sandbox: boolean;
        };
        /** CheckTexts */
        CheckTexts: {
            /** Check */
            check: string;
            /** Category */
            category: string;
            /**
             * Severity
             * @enum {string}
             */
            severity: "error" | "warning" | "notice";
            /** Title */
            title: string;
            /** Description */
            description: string;
            /** Fix */
            fix: string;
        };
        /** CheckedCategory */
        CheckedCategory: {
            /**
             * Id
             * @description a main category of GET /text_comply/categories
             */
            id: string;
            names: components["schemas"]["Names"];
        };
        /** CheckerFinding */
        CheckerFinding: {
            /** Check */
            check: string;
            /** Category */
            category: string;
            /**
             * Severity
             * @enum {string}
             */
            severity: "error" | "warning" | "notice";
            /** Title */
            title: string;
            /** Description */
            description: string;
            /** Fix */
            fix: string;
            /** Items */
            items: {
                [key: string]: unknown;
            }[];
        };
        /** CheckerIn */
        CheckerIn: {
            /** Url */
            url: string;
        };
        /**
         * CheckerJobOut
         * @description A page check: ``queued`` (waiting for a crawl slot), ``running``, then ``done`` with its result or
         *     ``failed`` with why (``error_code``: site_check.address_refused, site_check.crawl_failed,
         *     site_check.timeout).
         */
        CheckerJobOut: {
            /**
             * Id
             * @description the job's token: the only way to read a signed-out caller's job
             */
            id: string;
            /** Url */
            url: string;
            /**
             * State
             * @enum {string}
             */
            state: "queued" | "running" | "done" | "failed";
            /** Progress */
            progress: number;
            result?: components["schemas"]["CheckerOut"] | null;
            /**
             * Error
             * @description why the check failed, in the request's language
             */
            error?: string | null;
            /** Error Code */
            error_code?: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Finished At */
            finished_at?: string | null;
        };
        /** CheckerOut */
        CheckerOut: {
            /** Url */
            url: string;
            /** Final Url */
            final_url: string | null;
            /** Status Code */
            status_code: number | null;
            /** Score */
            score: number | null;
            counts: components["schemas"]["SeverityCounts"];
            /** Findings */
            findings: components["schemas"]["CheckerFinding"][];
            /** Error */
            error?: string | null;
        };
        /** CheckoutIn */
        CheckoutIn: {
            /** Plan Id */
            plan_id: number;
            /**
             * Payment Type
             * @description 1 monthly, 2 yearly
             * @enum {integer}
             */
            payment_type: 1 | 2;
            /**
             * Promo Code
             * @default
             */
            promo_code: string;
            /**
             * @default {
             *       "kind": "member",
             *       "carrier": "",
             *       "donation_code": "",
             *       "uniform_number": "",
             *       "company_title": "",
             *       "company_address": ""
             *     }
             */
            invoice: components["schemas"]["InvoiceIn"];
        };
        /**
         * CheckoutOut
         * @description The order, and the form the browser posts to the gateway's card page (no card field: the gateway
         *     asks for the card itself).
         */
        CheckoutOut: {
            /** Trade No */
            trade_no: string;
            /** Action */
            action: string;
            /** Fields */
            fields: {
                [key: string]: string;
            };
            /** Sandbox */
            sandbox: boolean;
        };
        /** ChipOut */
        ChipOut: {
            /** Text */
            text: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "target" | "keyword" | "term";
            /**
             * Used
             * @description occurrences in the title, description and text
             */
            used: number;
            /** Wanted */
            wanted: number;
            /**
             * Pages
             * @description how many of the top pages use it
             */
            pages: number;
            /** Done */
            done: boolean;
        };
        /** CmsCategoryOut */
        CmsCategoryOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Parent */
            parent: number;
        };
        /** CmsPostIn */
        CmsPostIn: {
            /** Title */
            title: string;
            /** Content Html */
            content_html: string;
            /**
             * Status
             * @default draft
             * @enum {string}
             */
            status: "publish" | "draft" | "future";
            /**
             * Date
             * @description publish time of a scheduled (future) post
             */
            date?: string | null;
            /** Slug */
            slug?: string | null;
            /** Category Ids */
            category_ids?: number[];
            /** Featured Image Url */
            featured_image_url?: string | null;
            source?: components["schemas"]["CmsSource"] | null;
        };
        /** CmsPostOut */
        CmsPostOut: {
            /** Id */
            id: number;
            /** Cms Site Id */
            cms_site_id: number;
            /** Site Name */
            site_name: string;
            /** Remote Id */
            remote_id: number;
            /** Link */
            link: string;
            /** Status */
            status: string;
            /** Title */
            title: string;
            /** Source Kind */
            source_kind: string | null;
            /** Source Id */
            source_id: number | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /**
         * CmsSiteIn
         * @description A WordPress site and the application password of one of its users (Users → Profile → Application
         *     Passwords). The connection is checked before anything is stored.
         */
        CmsSiteIn: {
            /**
             * Name
             * @description blank: the site's own title
             * @default
             */
            name: string;
            /** Url */
            url: string;
            /** Username */
            username: string;
            /** Application Password */
            application_password: string;
        };
        /** CmsSiteOut */
        CmsSiteOut: {
            /** Id */
            id: number;
            /** Type */
            type: string;
            /** Name */
            name: string;
            /** Url */
            url: string;
            /**
             * Api Url
             * @description SPEC's 'website API': the REST API root found when the site was saved
             */
            api_url: string;
            /** Username */
            username: string;
            /** Wp User Name */
            wp_user_name: string | null;
            /**
             * Verified At
             * Format: date-time
             */
            verified_at: string;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /**
         * CmsSiteUpdate
         * @description Changed fields only; a new URL, username or password is checked again before it is stored.
         */
        CmsSiteUpdate: {
            /** Name */
            name?: string | null;
            /** Url */
            url?: string | null;
            /** Username */
            username?: string | null;
            /** Application Password */
            application_password?: string | null;
        };
        /** CmsSource */
        CmsSource: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "seo_writer" | "ai_writer";
            /** Id */
            id: number;
        };
        /**
         * CodeIn
         * @description A trial code (a plan for some days, redeemed on the profile) or a promo code (a percentage or an amount off
         *     every period of an order, optionally for one plan and one period).
         */
        CodeIn: {
            /** Code */
            code: string;
            /**
             * Kind
             * @default promo
             * @enum {string}
             */
            kind: "trial" | "promo";
            /** Plan Id */
            plan_id?: number | null;
            /**
             * Days
             * @default 7
             */
            days: number;
            /** Discount Percent */
            discount_percent?: number | null;
            /** Discount Amount */
            discount_amount?: number | null;
            /** Payment Type */
            payment_type?: (1 | 2) | null;
            /** Max Uses */
            max_uses?: number | null;
            /** Starts At */
            starts_at?: string | null;
            /** Expires At */
            expires_at?: string | null;
        };
        /** CodeList */
        CodeList: {
            /** Data */
            data: components["schemas"]["CodeOut"][];
        };
        /** CodeOut */
        CodeOut: {
            /** Code */
            code: string;
            /**
             * Kind
             * @default promo
             * @enum {string}
             */
            kind: "trial" | "promo";
            /** Plan Id */
            plan_id?: number | null;
            /**
             * Days
             * @default 7
             */
            days: number;
            /** Discount Percent */
            discount_percent?: number | null;
            /** Discount Amount */
            discount_amount?: number | null;
            /** Payment Type */
            payment_type?: (1 | 2) | null;
            /** Max Uses */
            max_uses?: number | null;
            /** Starts At */
            starts_at?: string | null;
            /** Expires At */
            expires_at?: string | null;
            /** Id */
            id: number;
            /** Used Count */
            used_count: number;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** CompareRowOut */
        CompareRowOut: {
            target: components["schemas"]["ResearchTargetOut"];
            /** Domain Rating */
            domain_rating: number | null;
            /** Backlinks */
            backlinks: number | null;
            /** Referring Domains */
            referring_domains: number | null;
            /** Organic Keywords */
            organic_keywords: number;
            /** Organic Traffic */
            organic_traffic: number;
            /** Sandbox */
            sandbox: boolean;
        };
        /** Compared[ChannelGroupOut] */
        Compared_ChannelGroupOut_: {
            current: components["schemas"]["ChannelGroupOut"] | null;
            /** @description the 30 days before */
            last: components["schemas"]["ChannelGroupOut"] | null;
        };
        /** Compared[Period] */
        Compared_Period_: {
            current: components["schemas"]["Period"] | null;
            /** @description the 30 days before */
            last: components["schemas"]["Period"] | null;
        };
        /** Compared[SearchTotalsOut] */
        Compared_SearchTotalsOut_: {
            current: components["schemas"]["SearchTotalsOut"] | null;
            /** @description the 30 days before */
            last: components["schemas"]["SearchTotalsOut"] | null;
        };
        /** Compared[TrafficTotalsOut] */
        Compared_TrafficTotalsOut_: {
            current: components["schemas"]["TrafficTotalsOut"] | null;
            /** @description the 30 days before */
            last: components["schemas"]["TrafficTotalsOut"] | null;
        };
        /** Comparison */
        Comparison: {
            /** Previous Id */
            previous_id?: number | null;
            /**
             * New
             * @default 0
             */
            new: number;
            /**
             * Fixed
             * @default 0
             */
            fixed: number;
            /**
             * Persisting
             * @default 0
             */
            persisting: number;
        };
        /** CompetingDomainOut */
        CompetingDomainOut: {
            /** Domain */
            domain: string;
            /** Common Keywords */
            common_keywords: number;
            /**
             * Share
             * @description common keywords / the target's top-10 keywords
             */
            share: number;
            /** Domain Rating */
            domain_rating: number | null;
        };
        /** CompetitorIn */
        CompetitorIn: {
            /** Name */
            name?: string | null;
            /**
             * Url
             * @description a domain; the scheme may be left out
             */
            url: string;
        };
        /** CompetitorOut */
        CompetitorOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Url */
            url: string;
            /** Domain */
            domain: string;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** CompetitorRank */
        CompetitorRank: {
            /** Competitor Id */
            competitor_id: number;
            /** Name */
            name: string;
            /** Domain */
            domain: string;
            today: components["schemas"]["RankOut"];
            /**
             * Diff Tag
             * @enum {string}
             */
            diff_tag: "up" | "down" | "same" | "new" | "lost" | "none";
            /** Diff */
            diff: number | null;
        };
        /** CompetitorsAdd */
        CompetitorsAdd: {
            /** Competitors */
            competitors: components["schemas"]["CompetitorIn"][];
        };
        /** ComplyIn */
        ComplyIn: {
            /**
             * Html
             * @description the document's HTML; the check reads its plain text (analytics.writers.text)
             */
            html: string;
            /**
             * Main Categories
             * @description at least one main category id
             */
            main_categories: string[];
            /**
             * Sub Categories
             * @description at most 6 sub-category ids of the chosen main categories; none checks every sub-category of them
             */
            sub_categories?: string[];
        };
        /** ComplyOut */
        ComplyOut: {
            /**
             * Text
             * @description the plain text the offsets index
             */
            text: string;
            /** Findings */
            findings: components["schemas"]["FindingOut"][];
            /** Warnings */
            warnings: components["schemas"]["WarningOut"][];
            usage: components["schemas"]["FeatureAccessOut"];
        };
        /** Constants */
        Constants: {
            /** Countries */
            countries: components["schemas"]["Country"][];
            /**
             * Languages
             * @description interface languages, each labelled in its own language
             */
            languages: components["schemas"]["Option"][];
            /** Positions */
            positions: components["schemas"]["Option"][];
            /** Industries */
            industries: components["schemas"]["Option"][];
            /**
             * Recaptcha Site Key
             * @description reCAPTCHA v3 site key: the console gets a token for actions login and register before POST /login and /register; null when the bot check is off
             */
            recaptcha_site_key: string | null;
            project_rules: components["schemas"]["ProjectRules"];
            tool_limits: components["schemas"]["ToolLimits"];
        };
        /** ContactIn */
        ContactIn: {
            /** Name */
            name?: string | null;
            /** Email */
            email?: string | null;
            /** Phone */
            phone?: string | null;
            /** Company */
            company?: string | null;
            /** Website */
            website?: string | null;
            /**
             * Message
             * @description What the sender needs, up to 2,000 characters
             */
            message?: string | null;
        };
        /** ContactOut */
        ContactOut: {
            /** Id */
            id: number;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** ContentScoreIn */
        ContentScoreIn: {
            /**
             * Keyword
             * @description the document's target keyword
             */
            keyword: string;
            /**
             * Market
             * @description country code of SPEC §3's countries (TW, JP…): whose top 10 the document is compared with; default JP in Japanese, else TW
             */
            market?: string | null;
            /**
             * Title
             * @default
             */
            title: string;
            /**
             * Description
             * @default
             */
            description: string;
            /**
             * Html
             * @description the document's sanitized HTML
             * @default
             */
            html: string;
        };
        /** ContentScoreOut */
        ContentScoreOut: {
            /** Score */
            score: number;
            /**
             * Suggested
             * @default 80
             */
            suggested: number;
            /**
             * State
             * @enum {string}
             */
            state: "ready" | "preparing" | "no_serp";
            /**
             * Progress
             * @description how far the term data's preparation is, 0-100
             */
            progress: number;
            /**
             * Message
             * @description what the state means for the score, in the request's language
             */
            message: string | null;
            /**
             * Sandbox
             * @description the top 10 came from the sandbox SERP source, not a real engine
             */
            sandbox: boolean;
            /** Market */
            market: string;
            /** Language */
            language: string;
            parts: components["schemas"]["PartsOut"];
            /**
             * Length
             * @description the text's characters as a reader sees them
             */
            length: number;
            /**
             * Median Length
             * @description the top pages' median length, in the same characters
             */
            median_length: number | null;
            /**
             * Keywords
             * @description the target keyword, then the suggested keywords
             */
            keywords: components["schemas"]["ChipOut"][];
            /** Terms */
            terms: components["schemas"]["ChipOut"][];
            /** Rules */
            rules: components["schemas"]["RuleOut"][];
            /**
             * Top
             * @description the top results the term data comes from
             */
            top: components["schemas"]["TopResultOut"][];
        };
        /** Country */
        Country: {
            /** Id */
            id: number;
            /**
             * Name
             * @description English name: stable, and a search key in every interface language
             */
            name: string;
            /**
             * Label
             * @description name in the request's language, for display
             */
            label: string;
            /**
             * Value
             * @description ISO 3166-1 alpha-2 code
             */
            value: string;
            /**
             * Flag
             * @description emoji flag (regional indicator symbols)
             */
            flag: string;
        };
        /** DailyMetric */
        DailyMetric: {
            /**
             * Date
             * Format: date
             */
            date: string;
            /** Domainauthority */
            domainAuthority: number | null;
            /** Externalpagestorootdomain */
            externalPagesToRootDomain: number | null;
            /** Rootdomainstorootdomain */
            rootDomainsToRootDomain: number | null;
        };
        /** DataList[CategoryOut] */
        DataList_CategoryOut_: {
            /** Data */
            data: components["schemas"]["CategoryOut"][];
        };
        /** DataList[CmsCategoryOut] */
        DataList_CmsCategoryOut_: {
            /** Data */
            data: components["schemas"]["CmsCategoryOut"][];
        };
        /** DataList[CmsSiteOut] */
        DataList_CmsSiteOut_: {
            /** Data */
            data: components["schemas"]["CmsSiteOut"][];
        };
        /** DataList[CompetitorOut] */
        DataList_CompetitorOut_: {
            /** Data */
            data: components["schemas"]["CompetitorOut"][];
        };
        /** DataList[InvitationOut] */
        DataList_InvitationOut_: {
            /** Data */
            data: components["schemas"]["InvitationOut"][];
        };
        /** DataList[KeywordOut] */
        DataList_KeywordOut_: {
            /** Data */
            data: components["schemas"]["KeywordOut"][];
        };
        /** DataList[MemberOut] */
        DataList_MemberOut_: {
            /** Data */
            data: components["schemas"]["MemberOut"][];
        };
        /** DataList[NewsTicker] */
        DataList_NewsTicker_: {
            /** Data */
            data: components["schemas"]["NewsTicker"][];
        };
        /** DataList[SiteBrief] */
        DataList_SiteBrief_: {
            /** Data */
            data: components["schemas"]["SiteBrief"][];
        };
        /** DataList[SubmissionOut] */
        DataList_SubmissionOut_: {
            /** Data */
            data: components["schemas"]["SubmissionOut"][];
        };
        /**
         * DaySerpOut
         * @description A keyword's whole stored SERP of one day; ``date`` None (and no results) when no day has a check.
         */
        DaySerpOut: {
            /** Keyword Id */
            keyword_id: number;
            /** Term */
            term: string;
            /**
             * Engine
             * @enum {string}
             */
            engine: "google" | "yahoo_jp" | "yahoo_tw";
            /**
             * Device
             * @enum {string}
             */
            device: "desktop" | "mobile";
            /** Date */
            date: string | null;
            /** Source */
            source: string | null;
            /** Fetched At */
            fetched_at: string | null;
            /** Results */
            results: components["schemas"]["SerpRowOut"][];
            /** Sandbox */
            sandbox: boolean;
        };
        /** DeduplicateIn */
        DeduplicateIn: {
            /**
             * Text
             * @description one item a line
             */
            text: string;
            /**
             * @default {
             *       "width": true,
             *       "case": true,
             *       "spaces": false,
             *       "chinese": false
             *     }
             */
            options: components["schemas"]["NormalizeOptions"];
        };
        /** DeduplicateOut */
        DeduplicateOut: {
            /** Lines */
            lines: string[];
            /** Groups */
            groups: components["schemas"]["DuplicateGroupOut"][];
            /** Removed */
            removed: number;
            /** Blank */
            blank: number;
        };
        /** DeletedOut */
        DeletedOut: {
            /** Deleted */
            deleted: number[];
        };
        /** DestroyIn */
        DestroyIn: {
            /** Page Evaluation Ids */
            page_evaluation_ids: number[];
        };
        /** DestroyedOut */
        DestroyedOut: {
            /** Data */
            data: number[];
        };
        /** DiffIn */
        DiffIn: {
            /**
             * A
             * @description list A, one keyword a line
             */
            a: string;
            /**
             * B
             * @description list B, one keyword a line
             */
            b: string;
            /**
             * @default {
             *       "width": true,
             *       "case": true,
             *       "spaces": false,
             *       "chinese": false
             *     }
             */
            options: components["schemas"]["NormalizeOptions"];
        };
        /** DiffOut */
        DiffOut: {
            /** Only A */
            only_a: string[];
            /** Only B */
            only_b: string[];
            /** Both */
            both: string[];
        };
        /** DifficultyOut */
        DifficultyOut: {
            /** Score */
            score: number;
            /** Band */
            band: string;
            /** Band Label */
            band_label: string;
            /**
             * Inputs
             * @description brand_share, exact_title_share, feature_pressure, the strong domains, the features, the organic results read, the weights
             */
            inputs: {
                [key: string]: unknown;
            };
            /**
             * Serp Day
             * Format: date
             */
            serp_day: string;
            /** Serp Sandbox */
            serp_sandbox: boolean;
        };
        /** DisableIn */
        DisableIn: {
            /** Disabled */
            disabled: boolean;
        };
        /** DomainTrendOut */
        DomainTrendOut: {
            /** Domain */
            domain: string;
            /** Points */
            points: components["schemas"]["HistoryPoint"][];
        };
        /** DropAlertOut */
        DropAlertOut: {
            /** Keyword Id */
            keyword_id: number;
            /** Term */
            term: string;
            /**
             * Previous Date
             * Format: date
             */
            previous_date: string;
            previous: components["schemas"]["RankOut"];
            /**
             * Date
             * Format: date
             */
            date: string;
            today: components["schemas"]["RankOut"];
            /** Drop */
            drop: number;
        };
        /** DropAlertsOut */
        DropAlertsOut: {
            /** Threshold */
            threshold: number;
            /** Date */
            date: string | null;
            /** Data */
            data: components["schemas"]["DropAlertOut"][];
            /** Sandbox */
            sandbox: boolean;
        };
        /** DuplicateGroupOut */
        DuplicateGroupOut: {
            /** Kept */
            kept: string;
            /** Repeats */
            repeats: string[];
        };
        /** DuplicatesOut */
        DuplicatesOut: {
            /** Title */
            title: string[];
            /** Description */
            description: string[];
        };
        /** EmailIn */
        EmailIn: {
            /** Email */
            email: string;
        };
        /** EvaluationPage */
        EvaluationPage: {
            /** Data */
            data: components["schemas"]["PageEvaluationOut"][];
            meta: components["schemas"]["PageMeta"];
            /** @description shown while any listed page is being audited */
            notice: components["schemas"]["NoticeOut"] | null;
        };
        /** ExportIn */
        ExportIn: {
            /** Engine */
            engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
            /** Device */
            device?: ("desktop" | "mobile") | null;
            /** End */
            end?: string | null;
        };
        /** ExportRowIn */
        ExportRowIn: {
            /** Keyword */
            keyword: string;
            /**
             * Origin
             * @enum {string}
             */
            origin: "google_trend" | "frequency" | "related_search";
        };
        /** ExtendTrialIn */
        ExtendTrialIn: {
            /** Days */
            days: number;
        };
        /**
         * FeatureAccessOut
         * @description What a plan allows of one feature, decided by the server (SPEC §6 limits and gating together).
         */
        FeatureAccessOut: {
            /** Feature */
            feature: string;
            /**
             * Limit
             * @description 0 when the plan lacks the feature; 99999999999 is unlimited
             */
            limit: number;
            /** Limited */
            limited: boolean;
            /** Usage */
            usage: number;
            /** Remaining */
            remaining: number;
            /**
             * Available
             * @description some of it is left to use now
             */
            available: boolean;
            /**
             * Included
             * @description the plan has the feature at all
             */
            included: boolean;
            /** @description the cheapest plan on sale that has it, when this one lacks it */
            upgrade: components["schemas"]["UpgradePlanOut"] | null;
        };
        /** FindingOut */
        FindingOut: {
            /** Match */
            match: string;
            /**
             * Occurrence
             * @description the n-th (0-based) occurrence of match in the plain text
             */
            occurrence: number;
            /**
             * Start
             * @description offset in the plain text (code points)
             */
            start: number;
            /** End */
            end: number;
            /**
             * Category
             * @description the sub-category id
             */
            category: string;
            /** Main Category */
            main_category: string;
            /** Law */
            law: string;
            /** Rule */
            rule: string;
            /** Why */
            why: string;
            /**
             * Severity
             * @description forbidden by law; lawful only with proof; judged on the whole ad
             * @enum {string}
             */
            severity: "forbidden" | "substantiate" | "risk";
            /**
             * Alternative
             * @description a compliant wording where the lists give one
             */
            alternative: string | null;
            /**
             * Unverified
             * @description the source list marks the item UNVERIFIED
             */
            unverified: boolean;
            /**
             * Source
             * @description rules: the lists' words and patterns; ai: the semantic review by the model (to be confirmed by a person)
             * @default rules
             * @enum {string}
             */
            source: "rules" | "ai";
        };
        /** FleetChangeOut */
        FleetChangeOut: {
            /** Fleet */
            fleet: string;
            /** Action */
            action: string;
            /** Detail */
            detail: {
                [key: string]: unknown;
            };
            /** User Email */
            user_email: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** FleetChangesOut */
        FleetChangesOut: {
            /** Data */
            data: components["schemas"]["FleetChangeOut"][];
        };
        /** FleetOut */
        FleetOut: {
            /** Name */
            name: string;
            /** Title */
            title: string;
            /** Paused */
            paused: boolean;
            /** Queued */
            queued: number;
            /** Running */
            running: number;
            /** Pages Per Second */
            pages_per_second: number;
            /** Fetched Today */
            fetched_today: number;
            /** Daily Budget */
            daily_budget: number | null;
            /** Schedule */
            schedule: string | null;
            /** Every Seconds */
            every_seconds: number | null;
            /** Errors By Kind */
            errors_by_kind: {
                [key: string]: number;
            };
            /** Frontier Hosts */
            frontier_hosts: number | null;
            /** Failed Jobs */
            failed_jobs: number;
            /** Sources */
            sources: components["schemas"]["SourceHealthOut"][];
            /** Updated At */
            updated_at: string | null;
            /** Error */
            error?: string | null;
        };
        /**
         * FleetSettingsIn
         * @description The fields given are changed: ``daily_budget`` null removes the budget; ``every_seconds`` is the
         *     fleet's dispatch interval (fleets that only start work on demand refuse it).
         */
        FleetSettingsIn: {
            /** Daily Budget */
            daily_budget?: number | null;
            /** Every Seconds */
            every_seconds?: number | null;
        };
        /** FleetsOut */
        FleetsOut: {
            /** Data */
            data: components["schemas"]["FleetOut"][];
        };
        /** GaMetricsOut */
        GaMetricsOut: {
            /**
             * State
             * @enum {string}
             */
            state: "ok" | "not_linked" | "ga3" | "google.not_authorized" | "google.token_expired" | "google.no_permission" | "google.quota_exceeded" | "google.fetch_failed" | "google.unavailable";
            /** Propertyid */
            propertyId: string | null;
            period: components["schemas"]["Compared_Period_"];
            channelGroup: components["schemas"]["Compared_ChannelGroupOut_"];
            totals: components["schemas"]["Compared_TrafficTotalsOut_"];
            /** Daily */
            daily: components["schemas"]["TrafficDayOut"][];
            /** Lastdaily */
            lastDaily: components["schemas"]["TrafficDayOut"][];
        };
        /** GaPropertiesOut */
        GaPropertiesOut: {
            /** Data */
            data: components["schemas"]["AccountOption"][];
            /**
             * Nextindex
             * @description the index of the next page; null on the last
             */
            nextIndex: string | null;
        };
        /** GapCompetitorOut */
        GapCompetitorOut: {
            /** Competitor Id */
            competitor_id: number;
            /** Name */
            name: string;
            /** Domain */
            domain: string;
            rank: components["schemas"]["RankOut"];
        };
        /** GapPageOut */
        GapPageOut: {
            /** Data */
            data: components["schemas"]["GapRowOut"][];
            meta: components["schemas"]["PageMeta"];
            /** Date */
            date: string | null;
            /** Sandbox */
            sandbox: boolean;
        };
        /** GapRowOut */
        GapRowOut: {
            /** Keyword Id */
            keyword_id: number;
            /** Term */
            term: string;
            ours: components["schemas"]["RankOut"];
            /** Competitors */
            competitors: components["schemas"]["GapCompetitorOut"][];
            /** Groups */
            groups: string[];
            /** Excluded */
            excluded: boolean;
            /**
             * Pinned
             * @description the keyword is pinned (PATCH /keywords/{id} {pinned})
             */
            pinned: boolean;
        };
        /** GapStatsOut */
        GapStatsOut: {
            /** Date */
            date: string | null;
            /** Common */
            common: number;
            /** Lead */
            lead: number;
            /** Behind */
            behind: number;
            /** Missing */
            missing: number;
            /** Unique */
            unique: number;
            /** All */
            all: number;
            /** Exclude */
            exclude: number;
            /** No Data */
            no_data: number;
            /** Sandbox */
            sandbox: boolean;
        };
        /** GoogleAppIn */
        GoogleAppIn: {
            /** Code */
            code: string;
            /** Redirect Uri */
            redirect_uri: string;
            /**
             * Purpose
             * @description analytics, webmaster or indexing; anything else is refused (422)
             */
            purpose: string;
        };
        /** GoogleAppOut */
        GoogleAppOut: {
            /**
             * State
             * @enum {string}
             */
            state: "authorized" | "not_authorized" | "expired";
            /** Google Email */
            google_email: string | null;
        };
        /** GoogleAppsOut */
        GoogleAppsOut: {
            analytics: components["schemas"]["GoogleAppOut"];
            webmaster: components["schemas"]["GoogleAppOut"];
            indexing: components["schemas"]["GoogleAppOut"];
        };
        /** GoogleConfigOut */
        GoogleConfigOut: {
            /**
             * Configured
             * @description false: the console hides every Google button
             */
            configured: boolean;
            /** Client Id */
            client_id: string | null;
            /** Auth Url */
            auth_url: string;
            /**
             * Scopes
             * @description each purpose's scopes, space-separated, for the consent popup
             */
            scopes: {
                [key: string]: string;
            };
        };
        /** GoogleLinkConfirmIn */
        GoogleLinkConfirmIn: {
            /**
             * Token
             * @description the token of the mailed /google/link link
             */
            token: string;
        };
        /** GoogleLinkIn */
        GoogleLinkIn: {
            /** Link Token */
            link_token: string;
            /** Password */
            password: string;
        };
        /** GoogleLinkMailIn */
        GoogleLinkMailIn: {
            /** Link Token */
            link_token: string;
        };
        /** GoogleSignInIn */
        GoogleSignInIn: {
            /** Code */
            code: string;
            /** Redirect Uri */
            redirect_uri: string;
            /** State */
            state: string;
        };
        /**
         * GoogleStatistics
         * @description SPEC §3 keyword performance: ``today`` holds the page buckets of the day ``date``.
         */
        GoogleStatistics: {
            today: components["schemas"]["BucketsOut"];
            /** Date */
            date: string | null;
            /**
             * Engine
             * @enum {string}
             */
            engine: "google" | "yahoo_jp" | "yahoo_tw";
            /**
             * Device
             * @enum {string}
             */
            device: "desktop" | "mobile";
            /** Failed Count */
            failed_count: number;
            /** Sources */
            sources: string[];
            /** Sandbox */
            sandbox: boolean;
        };
        /** HistoryPoint */
        HistoryPoint: {
            /**
             * Date
             * Format: date
             */
            date: string;
            /** Position */
            position: number | null;
            /** Label */
            label: string | null;
            /**
             * Url
             * @description the ranking URL that day (keyword histories only)
             */
            url?: string | null;
        };
        /** IdeaOut */
        IdeaOut: {
            /** Keyword */
            keyword: string;
            /**
             * Origin
             * @description SPEC §3 keyword source: google_trend (Google suggestions), frequency (the search-volume provider's ideas), related_search (stored SERPs)
             * @enum {string}
             */
            origin: "google_trend" | "frequency" | "related_search";
            /** Origin Label */
            origin_label: string;
            /** Question */
            question: boolean;
            /**
             * Words
             * @description the keyword's words as the server's tokenizers cut them (jieba for Chinese, Sudachi for Japanese, word characters otherwise), folded like keywords are (NFKC, case), each once: what the screen filters and groups by, so CJK text is never split on spaces
             */
            words: string[];
            metrics: components["schemas"]["MetricsOut"] | null;
            /** @description None until a SERP of the keyword is stored */
            difficulty: components["schemas"]["DifficultyOut"] | null;
            intent: components["schemas"]["IntentOut"];
        };
        /** ImpersonationOut */
        ImpersonationOut: {
            /** Admin Email */
            admin_email: string;
            /**
             * Expires At
             * Format: date-time
             */
            expires_at: string;
        };
        /**
         * ImportIn
         * @description Pages of the latest site check to audit (without a keyword until one is given).
         */
        ImportIn: {
            /** Urls */
            urls: string[];
        };
        /** ImportantKeywords */
        ImportantKeywords: {
            /** Best Top3 */
            best_top3: components["schemas"]["BestKeyword"][];
            /** Ranking Change Top3 */
            ranking_change_top3: components["schemas"]["ChangedKeyword"][];
            /** Date */
            date: string | null;
            /** Sandbox */
            sandbox: boolean;
        };
        /** IncludedPage */
        IncludedPage: {
            /** Url */
            url: string;
            /** Title */
            title: string | null;
        };
        /** IndexNowKeyOut */
        IndexNowKeyOut: {
            /** Key */
            key: string;
            /**
             * Key Url
             * @description where the site must serve a text file holding just the key
             */
            key_url: string;
            /** Verified At */
            verified_at: string | null;
        };
        /** IndexingOverviewOut */
        IndexingOverviewOut: {
            /** Gsc Site Url */
            gsc_site_url: string | null;
            /**
             * Webmaster
             * @description the signed-in user's Search Console link
             * @enum {string}
             */
            webmaster: "authorized" | "not_authorized" | "expired";
            /**
             * Indexing
             * @description the signed-in user's Indexing API link
             * @enum {string}
             */
            indexing: "authorized" | "not_authorized" | "expired";
            /**
             * Available
             * @description the project owner's plan includes index submission (paid tiers)
             */
            available: boolean;
            quotas: components["schemas"]["QuotasOut"];
            indexnow: components["schemas"]["IndexNowKeyOut"] | null;
        };
        /** IntentOut */
        IntentOut: {
            /** Primary */
            primary: string;
            /** Primary Label */
            primary_label: string;
            /** Intents */
            intents: string[];
            /** Signals */
            signals: string[];
        };
        /** InvitationAccept */
        InvitationAccept: {
            /**
             * Token
             * @description the token of the mailed /invitation?token=… link
             */
            token: string;
        };
        /** InvitationAccepted */
        InvitationAccepted: {
            /** Site Id */
            site_id: number;
            /** Name */
            name: string;
            /**
             * Role
             * @enum {string}
             */
            role: "owner" | "manager" | "viewer";
        };
        /**
         * InvitationOut
         * @description A pending invitation, as its project's owner sees it (the address they typed).
         */
        InvitationOut: {
            /** Id */
            id: number;
            /** Email */
            email: string;
            /**
             * Role
             * @enum {string}
             */
            role: "manager" | "viewer";
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Expires At
             * Format: date-time
             */
            expires_at: string;
        };
        /**
         * InvitationSent
         * @description The answer to an invitation: the same whether or not the address has an account.
         */
        InvitationSent: {
            /** Email */
            email: string;
            /**
             * Role
             * @enum {string}
             */
            role: "manager" | "viewer";
            /**
             * Expires At
             * Format: date-time
             */
            expires_at: string;
        };
        /**
         * InvoiceIn
         * @description Who the e-invoice is for (api/billing/invoice_info.py): the member carrier by default, a mobile barcode,
         *     a citizen digital certificate, a donation code, or a company's uniform number, title and address.
         */
        InvoiceIn: {
            /**
             * Kind
             * @default member
             * @enum {string}
             */
            kind: "member" | "mobile" | "certificate" | "donation" | "company";
            /**
             * Carrier
             * @default
             */
            carrier: string;
            /**
             * Donation Code
             * @default
             */
            donation_code: string;
            /**
             * Uniform Number
             * @default
             */
            uniform_number: string;
            /**
             * Company Title
             * @default
             */
            company_title: string;
            /**
             * Company Address
             * @default
             */
            company_address: string;
        };
        /**
         * InvoiceStateOut
         * @description The e-invoice of one charge: ``pending`` (on its way from the provider), ``issued`` (its number, the random
         *     number that looks it up and its date), or ``refused`` (being looked into).
         */
        InvoiceStateOut: {
            /**
             * Status
             * @enum {string}
             */
            status: "pending" | "issued" | "refused";
            /** Number */
            number: string | null;
            /** Random Number */
            random_number: string | null;
            /** Issued At */
            issued_at: string | null;
        };
        /** IssueOut */
        IssueOut: {
            /** Check */
            check: string;
            /** Category */
            category: string;
            /**
             * Severity
             * @enum {string}
             */
            severity: "error" | "warning" | "notice";
            /** Title */
            title: string;
            /** Description */
            description: string;
            /** Fix */
            fix: string;
            /**
             * Urls
             * @description affected URLs
             */
            urls: number;
            /** Findings */
            findings: number;
        };
        /** IssueUrl */
        IssueUrl: {
            /** Url */
            url: string;
            /** Evidence */
            evidence: {
                [key: string]: unknown;
            };
        };
        /** IssueUrlsOut */
        IssueUrlsOut: {
            check: components["schemas"]["CheckTexts"];
            /** Data */
            data: components["schemas"]["IssueUrl"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** IssuedInvoiceOut */
        IssuedInvoiceOut: {
            /**
             * Status
             * @enum {string}
             */
            status: "pending" | "issued" | "refused";
            /** Number */
            number: string | null;
            /** Random Number */
            random_number: string | null;
            /** Issued At */
            issued_at: string | null;
            /** Period */
            period: number;
        };
        /** IssuesOut */
        IssuesOut: {
            /** Data */
            data: components["schemas"]["IssueOut"][];
            /** Passed */
            passed: components["schemas"]["PassedOut"][];
        };
        /** KeywordIdeasOut */
        KeywordIdeasOut: {
            /** Seed */
            seed: string;
            /** Country */
            country: string;
            /** Language */
            language: string;
            /** Ideas */
            ideas: components["schemas"]["IdeaOut"][];
            /**
             * Sandbox
             * @description the figures are the sandbox's (no provider credentials are set)
             */
            sandbox: boolean;
            /** Sources */
            sources: string[];
            autocomplete: components["schemas"]["AutocompleteOut"] | null;
        };
        /** KeywordIds */
        KeywordIds: {
            /** Keyword Ids */
            keyword_ids: number[];
        };
        /** KeywordIdsIn */
        KeywordIdsIn: {
            /** Keyword Ids */
            keyword_ids: number[];
        };
        /** KeywordListIn */
        KeywordListIn: {
            /**
             * Name
             * @description unique among the user's lists, ignoring case; at most 50 characters
             */
            name: string;
            /**
             * Country
             * @description the market whose figures a refresh reads
             * @default TW
             */
            country: string;
            /**
             * Language
             * @default zh-TW
             */
            language: string;
        };
        /** KeywordListItemOut */
        KeywordListItemOut: {
            /** Id */
            id: number;
            /**
             * Keyword
             * @description as the user spelled it
             */
            keyword: string;
            /**
             * Added At
             * Format: date-time
             */
            added_at: string;
            /** Volume */
            volume: number | null;
            /** Cpc Usd */
            cpc_usd: number | null;
            /**
             * Competition
             * @description SPEC §9 level 0-4
             */
            competition: number | null;
            /**
             * Difficulty
             * @description 0-100 from the stored top 10
             */
            difficulty: number | null;
            /** Intent */
            intent: string | null;
            /** Intent Label */
            intent_label?: string | null;
            /** Metrics Month */
            metrics_month: string | null;
            /** Metrics Source */
            metrics_source: string | null;
            /** Sandbox */
            sandbox: boolean;
            /**
             * Refreshed At
             * @description the last metrics refresh; null: never refreshed
             */
            refreshed_at: string | null;
        };
        /** KeywordListOut */
        KeywordListOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Country */
            country: string;
            /** Language */
            language: string;
            /** Item Count */
            item_count: number;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             * @description latest update: created, renamed, keywords changed or refreshed
             */
            updated_at: string;
            /**
             * Items
             * @description with ?include=items or on one list
             */
            items?: components["schemas"]["KeywordListItemOut"][] | null;
        };
        /** KeywordListPage */
        KeywordListPage: {
            /** Data */
            data: components["schemas"]["KeywordListOut"][];
            /**
             * Limit
             * @description lists the plan allows
             */
            limit: number;
            /**
             * Items Limit
             * @description keywords a list may hold
             */
            items_limit: number;
        };
        /** KeywordListRename */
        KeywordListRename: {
            /** Name */
            name: string;
        };
        /** KeywordOut */
        KeywordOut: {
            /** Id */
            id: number;
            /** Text */
            text: string;
            /** Pinned */
            pinned: boolean;
            /** Target Url */
            target_url: string | null;
            /** Categories */
            categories: components["schemas"]["CategoryRef"][];
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** @description rank figures (GET /sites/{id}/keywords) */
            ranking?: components["schemas"]["KeywordRanking"] | null;
        };
        /** KeywordPage */
        KeywordPage: {
            /** Data */
            data: components["schemas"]["KeywordOut"][];
            meta: components["schemas"]["PageMeta"];
            /**
             * Empty Reason
             * @description why a movers tab holds no keyword although the filters keep some: no ranking check yet, or fewer than 7 days of data (no keyword has a 7-day comparison)
             */
            empty_reason?: ("not_checked" | "short_history") | null;
        };
        /**
         * KeywordRanking
         * @description A keyword's rank figures on ``date`` in one engine and device.
         */
        KeywordRanking: {
            /**
             * Engine
             * @enum {string}
             */
            engine: "google" | "yahoo_jp" | "yahoo_tw";
            /**
             * Device
             * @enum {string}
             */
            device: "desktop" | "mobile";
            /**
             * Date
             * Format: date
             */
            date: string;
            today: components["schemas"]["RankOut"];
            yesterday: components["schemas"]["RankOut"];
            week_ago: components["schemas"]["RankOut"];
            month_ago: components["schemas"]["RankOut"];
            initial: components["schemas"]["RankOut"];
            /** Initial Date */
            initial_date: string | null;
            /** Days Of Data */
            days_of_data: number;
            /**
             * Diff Tag
             * @enum {string}
             */
            diff_tag: "up" | "down" | "same" | "new" | "lost" | "none";
            /** Diff */
            diff: number | null;
            /** Trend */
            trend: ("progress" | "steady" | "regression") | null;
            /** Needs Optimization */
            needs_optimization: boolean;
            /**
             * Url
             * @description the ranking URL today
             */
            url: string | null;
            check: components["schemas"]["CheckOut"];
            /** Sandbox */
            sandbox: boolean;
            /**
             * History
             * @default []
             */
            history: components["schemas"]["HistoryPoint"][];
            /** Competitors */
            competitors?: components["schemas"]["CompetitorRank"][] | null;
            /** @description clicks and impressions from the linked Search Console (null: not linked, or no such query) */
            search?: components["schemas"]["KeywordSearch"] | null;
        };
        /** KeywordRankingsOut */
        KeywordRankingsOut: {
            /** Keyword Id */
            keyword_id: number;
            /** Term */
            term: string;
            /**
             * Engine
             * @enum {string}
             */
            engine: "google" | "yahoo_jp" | "yahoo_tw";
            /**
             * Device
             * @enum {string}
             */
            device: "desktop" | "mobile";
            /**
             * Start
             * Format: date
             */
            start: string;
            /**
             * End
             * Format: date
             */
            end: string;
            /** Series */
            series: components["schemas"]["SeriesOut"][];
            /** Weeks */
            weeks: components["schemas"]["WeekOut"][];
            /**
             * Checks
             * @description the check of each day of the range, in order
             */
            checks: components["schemas"]["CheckOut"][];
            /** Sandbox */
            sandbox: boolean;
        };
        /**
         * KeywordSearch
         * @description The keyword's Search Console figures as a query over the dashboard's last 30 days (api/google/dashboard.py).
         */
        KeywordSearch: {
            /** Clicks */
            clicks: number;
            /** Impressions */
            impressions: number;
        };
        /** KeywordSuggestion */
        KeywordSuggestion: {
            /** Keyword Id */
            keyword_id: number;
            /** Keyword */
            keyword: string;
            /** Target Url */
            target_url: string;
            /** Suggestion Pages */
            suggestion_pages: components["schemas"]["SuggestionPage"][];
            /** Already Included Pages */
            already_included_pages: components["schemas"]["IncludedPage"][];
        };
        /** KeywordUpdate */
        KeywordUpdate: {
            /** Pinned */
            pinned?: boolean | null;
            /**
             * Target Url
             * @description a page on the project's domain; null or empty clears it
             */
            target_url?: string | null;
        };
        /** KeywordsAdd */
        KeywordsAdd: {
            /**
             * Keywords
             * @description one keyword per line, or a list
             */
            keywords: string | string[];
            /**
             * Category Ids
             * @default []
             */
            category_ids: number[];
        };
        /** KeywordsOut */
        KeywordsOut: {
            /** Target */
            target: string[];
            /** Suggested */
            suggested: string[];
            /** Terms */
            terms: string[];
        };
        /** KeywordsToProjectIn */
        KeywordsToProjectIn: {
            /**
             * Keywords
             * @description keywords to track; those the project tracks already are skipped
             */
            keywords: string[];
        };
        /** Limits */
        Limits: {
            /**
             * Sections
             * @default 10
             */
            sections: number;
            /**
             * Title Optimize
             * @default 10
             */
            title_optimize: number;
            /**
             * Section Words
             * @default 2
             */
            section_words: number;
            /**
             * Title Words
             * @default 1
             */
            title_words: number;
        };
        /**
         * LineBindIn
         * @description What LINE sent back to the callback page: ``code`` and ``state``, or ``error`` (consent refused).
         */
        LineBindIn: {
            /** Code */
            code?: string | null;
            /** State */
            state: string;
            /** Redirect Uri */
            redirect_uri: string;
            /** Error */
            error?: string | null;
        };
        /** LineBindStartOut */
        LineBindStartOut: {
            /**
             * Url
             * @description LINE's consent screen; it sends the browser back to redirect_uri
             */
            url: string;
        };
        /** LineStatusOut */
        LineStatusOut: {
            /**
             * Configured
             * @description Whether this server has a LINE Login channel (binding is possible)
             */
            configured: boolean;
            /** Bound */
            bound: boolean;
            /** Display Name */
            display_name?: string | null;
            /** Picture Url */
            picture_url?: string | null;
            /** Bound At */
            bound_at?: string | null;
            /**
             * Friend
             * @description The official account was the user's friend when binding (LINE delivers pushes only then); null: LINE did not say
             */
            friend?: boolean | null;
            /** Last Push At */
            last_push_at?: string | null;
            /**
             * Last Push Failed
             * @description LINE refused the last message pushed (see the server log)
             * @default false
             */
            last_push_failed: boolean;
        };
        /** LinkNeededOut */
        LinkNeededOut: {
            /**
             * Link Required
             * @default true
             * @constant
             */
            link_required: true;
            /**
             * Email
             * @description the existing account with the Google account's address
             */
            email: string;
            /**
             * Link Token
             * @description sent back with that account's password to POST /login/google/link
             */
            link_token: string;
        };
        /** LinkSource */
        LinkSource: {
            /** Url */
            url: string;
            /** Anchor */
            anchor: string;
        };
        /** LinkTokenIn */
        LinkTokenIn: {
            /** Token */
            token: string;
        };
        /** LinkedOut */
        LinkedOut: {
            /** Ga Id */
            ga_id: string | null;
            /** Gsc Site Url */
            gsc_site_url: string | null;
        };
        /** LinksOut */
        LinksOut: {
            /**
             * Checked
             * @description distinct link targets checked
             */
            checked: number;
            /** Broken */
            broken: components["schemas"]["BrokenLinkOut"][];
        };
        /** ListItemIds */
        ListItemIds: {
            /** Item Ids */
            item_ids: number[];
        };
        /** ListKeywordsAdded */
        ListKeywordsAdded: {
            /** Added */
            added: number;
            /**
             * Duplicates
             * @description keywords already in the list or repeated in the input, ignored
             */
            duplicates: number;
            list: components["schemas"]["KeywordListOut"];
        };
        /** ListKeywordsIn */
        ListKeywordsIn: {
            /**
             * Keywords
             * @description one keyword per line, or a list
             */
            keywords: string | string[];
        };
        /** LoginIn */
        LoginIn: {
            /** Email */
            email: string;
            /** Password */
            password: string;
            /**
             * Force Login
             * @description Accepted for the console; a sign-in always replaces the older session (single active session).
             * @default false
             */
            force_login: boolean;
            /**
             * Recaptcha
             * @description reCAPTCHA v3 token for action `login`
             */
            recaptcha?: string | null;
            /** Screen */
            screen?: string | null;
        };
        /** MainCategoryOut */
        MainCategoryOut: {
            /** Id */
            id: string;
            /**
             * Region
             * @enum {string}
             */
            region: "TW" | "JP" | "GENERAL";
            names: components["schemas"]["Names"];
            /** Subs */
            subs: components["schemas"]["SubCategoryOut"][];
        };
        /** MeUpdate */
        MeUpdate: {
            /** Name */
            name?: string | null;
            /**
             * Title
             * @description Position key (see /constants positions)
             */
            title?: string | null;
            /** Phone */
            phone?: string | null;
            /**
             * Country
             * @description One of the 15 country codes
             */
            country?: string | null;
            /**
             * Industry
             * @description Industry key (see /constants industries)
             */
            industry?: string | null;
            /** Language */
            language?: string | null;
        };
        /** MemberIn */
        MemberIn: {
            /** Email */
            email: string;
            /**
             * Role
             * @enum {string}
             */
            role: "manager" | "viewer";
        };
        /** MemberOut */
        MemberOut: {
            /** Id */
            id: number;
            /** User Id */
            user_id: number;
            /** Email */
            email: string;
            /** Name */
            name: string | null;
            /**
             * Role
             * @enum {string}
             */
            role: "owner" | "manager" | "viewer";
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** MemberUpdate */
        MemberUpdate: {
            /**
             * Role
             * @enum {string}
             */
            role: "manager" | "viewer";
        };
        /** MetricsOut */
        MetricsOut: {
            /** Volume */
            volume: number | null;
            /**
             * Trend
             * @description monthly volumes, oldest first
             */
            trend: components["schemas"]["MonthVolume"][];
            /** Cpc Usd */
            cpc_usd: number | null;
            /** Cpc Low Usd */
            cpc_low_usd: number | null;
            /** Cpc High Usd */
            cpc_high_usd: number | null;
            /**
             * Competition
             * @description SPEC §9 level 0-4 (None: the provider had too little data)
             */
            competition: number | null;
            /**
             * Competition Index
             * @description the provider's 0-100 index
             */
            competition_index: number | null;
            /** Competition Label */
            competition_label: string;
            /**
             * Source
             * @description google_ads, dataforseo or sandbox
             */
            source: string;
            /** Source Label */
            source_label: string;
            /** Sandbox */
            sandbox: boolean;
            /**
             * Month
             * @description the month the figures were fetched for
             */
            month: string | null;
        };
        /** MonthValue */
        MonthValue: {
            /**
             * Month
             * Format: date
             */
            month: string;
            /** Value */
            value: number;
        };
        /** MonthVolume */
        MonthVolume: {
            /**
             * Month
             * Format: date
             */
            month: string;
            /** Volume */
            volume: number;
        };
        /** MonthlyEmailIn */
        MonthlyEmailIn: {
            /** Email */
            email: string;
        };
        /** MonthlyEmailsOut */
        MonthlyEmailsOut: {
            /** Data */
            data: string[];
            /** Allowed */
            allowed: boolean;
            /** Receiver Limitation */
            receiver_limitation: number;
            /** Message */
            message?: string | null;
        };
        /** MonthlyReport */
        MonthlyReport: {
            /** Site Id */
            site_id: number;
            /** Site Name */
            site_name: string;
            /** Site Url */
            site_url: string;
            /** Month */
            month: string;
            /**
             * Start
             * Format: date
             */
            start: string;
            /**
             * End
             * Format: date
             */
            end: string;
            /**
             * Prev Start
             * Format: date
             */
            prev_start: string;
            /**
             * Prev End
             * Format: date
             */
            prev_end: string;
            search: components["schemas"]["SearchTotals"] | null;
            prev_search: components["schemas"]["SearchTotals"] | null;
            /** Top10 Queries */
            top10_queries: number | null;
            /** Prev Top10 Queries */
            prev_top10_queries: number | null;
            /** Top By Clicks */
            top_by_clicks: components["schemas"]["QueryFigures"][];
            /** Top By Impressions */
            top_by_impressions: components["schemas"]["QueryFigures"][];
            averages_1m: components["schemas"]["Averages"] | null;
            averages_3m: components["schemas"]["Averages"] | null;
            /** Stable */
            stable: boolean | null;
            traffic: components["schemas"]["TrafficTotals"] | null;
            prev_traffic: components["schemas"]["TrafficTotals"] | null;
            /** Channels */
            channels: {
                [key: string]: number;
            };
            /** Prev Channels */
            prev_channels: {
                [key: string]: number;
            };
            /** Search Note */
            search_note: ("unlinked" | "expired") | null;
            /** Traffic Note */
            traffic_note: ("unlinked" | "expired") | null;
        };
        /** Names */
        Names: {
            /** Zh-Tw */
            "zh-TW": string;
            /** Zh-Cn */
            "zh-CN": string;
            /** En */
            en: string;
            /** Ja */
            ja: string;
        };
        /** NetworkClusterOut */
        NetworkClusterOut: {
            /** Id */
            id: number;
            /** Size */
            size: number;
            /**
             * Volume
             * @description the summed volume of its keywords
             */
            volume: number;
        };
        /** NetworkEdgeOut */
        NetworkEdgeOut: {
            /**
             * Source
             * @description a node's id
             */
            source: number;
            /** Target */
            target: number;
            /**
             * Shared
             * @description the URLs both keywords' latest top 10s hold
             */
            shared: number;
        };
        /** NetworkNodeOut */
        NetworkNodeOut: {
            /**
             * Id
             * @description the tracked keyword's id
             */
            id: number;
            /** Keyword */
            keyword: string;
            /**
             * Volume
             * @description average monthly searches, the latest cached figures (None: none yet)
             */
            volume: number | null;
            /**
             * Cluster
             * @description 1, 2, … (largest first); None: no edge at this threshold
             */
            cluster: number | null;
            /**
             * Rank
             * @description the project's organic position in the keyword's latest SERP (None: not in the fetched depth)
             */
            rank: number | null;
            /**
             * Serp Day
             * Format: date
             * @description the day of the keyword's latest stored SERP
             */
            serp_day: string;
        };
        /** NetworkOut */
        NetworkOut: {
            /** Site Id */
            site_id: number;
            /** Engine */
            engine: string;
            /** Device */
            device: string;
            /** Min Shared */
            min_shared: number;
            /**
             * Since
             * Format: date
             * @description SERPs stored from this day on are read
             */
            since: string;
            /**
             * Keywords
             * @description the project's tracked keywords
             */
            keywords: number;
            /**
             * With Serp
             * @description of them, those with a stored SERP (the graph's nodes, up to max_nodes)
             */
            with_serp: number;
            /** Max Nodes */
            max_nodes: number;
            /**
             * Truncated
             * @description more keywords have a SERP than max_nodes: the highest-volume ones are drawn
             */
            truncated: boolean;
            /** Nodes */
            nodes: components["schemas"]["NetworkNodeOut"][];
            /** Edges */
            edges: components["schemas"]["NetworkEdgeOut"][];
            /** Clusters */
            clusters: components["schemas"]["NetworkClusterOut"][];
        };
        /**
         * NewsIn
         * @description An announcement: zh-TW texts (content required), optional zh-CN/en/ja texts, an optional button (a path of
         *     the site or a web address, with its text), shown or hidden, for one language or all, between optional times.
         */
        NewsIn: {
            /**
             * Bold Content
             * @default
             */
            bold_content: string;
            /**
             * Content
             * @default
             */
            content: string;
            /** Btn Url */
            btn_url?: string | null;
            /** Btn Text */
            btn_text?: string | null;
            /**
             * Status
             * @default 1
             */
            status: number;
            /** Language */
            language?: string | null;
            /** Starts At */
            starts_at?: string | null;
            /** Ends At */
            ends_at?: string | null;
            /** Translations */
            translations?: {
                [key: string]: components["schemas"]["NewsTexts"];
            };
        };
        /** NewsList */
        NewsList: {
            /** Data */
            data: components["schemas"]["NewsOut"][];
        };
        /** NewsOut */
        NewsOut: {
            /**
             * Bold Content
             * @default
             */
            bold_content: string;
            /**
             * Content
             * @default
             */
            content: string;
            /** Btn Url */
            btn_url?: string | null;
            /** Btn Text */
            btn_text?: string | null;
            /**
             * Status
             * @default 1
             */
            status: number;
            /** Language */
            language?: string | null;
            /** Starts At */
            starts_at?: string | null;
            /** Ends At */
            ends_at?: string | null;
            /** Translations */
            translations?: {
                [key: string]: components["schemas"]["NewsTexts"];
            };
            /** Id */
            id: number;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * State
             * @enum {string}
             */
            state: "shown" | "scheduled" | "ended" | "hidden";
        };
        /** NewsTexts */
        NewsTexts: {
            /**
             * Bold Content
             * @default
             */
            bold_content: string;
            /**
             * Content
             * @default
             */
            content: string;
            /**
             * Btn Text
             * @default
             */
            btn_text: string;
        };
        /** NewsTicker */
        NewsTicker: {
            /** Id */
            id: number;
            /** Bold Content */
            bold_content: string;
            /** Content */
            content: string;
            /** Status */
            status: number;
            /** Btn Url */
            btn_url: string | null;
            /** Btn Text */
            btn_text: string | null;
        };
        /**
         * NormalizeOptions
         * @description What two lines may differ in and still be one (api/tools/text.py).
         */
        NormalizeOptions: {
            /**
             * Width
             * @description full-width and half-width forms are the same (NFKC)
             * @default true
             */
            width: boolean;
            /**
             * Case
             * @description upper and lower case are the same
             * @default true
             */
            case: boolean;
            /**
             * Spaces
             * @description spaces are ignored, not only leading and trailing ones
             * @default false
             */
            spaces: boolean;
            /**
             * Chinese
             * @description Traditional and Simplified Chinese are the same (OpenCC t2s)
             * @default false
             */
            chinese: boolean;
        };
        /** NoticeOut */
        NoticeOut: {
            /** Message */
            message: string;
            /** Hint */
            hint: string;
        };
        /** NotifyIn */
        NotifyIn: {
            /** Urls */
            urls: string[];
            /**
             * Type
             * @default URL_UPDATED
             * @enum {string}
             */
            type: "URL_UPDATED" | "URL_DELETED";
        };
        /** OnPageCheckIn */
        OnPageCheckIn: {
            /** Url */
            url: string;
            /**
             * Keywords
             * @description one keyword a line
             */
            keywords: string;
        };
        /** OnPageCheckOut */
        OnPageCheckOut: {
            /** Id */
            id: number;
            /** Status */
            status: string;
            /** Url */
            url: string;
            /** Keywords */
            keywords: string[];
            result?: components["schemas"]["PageKeywordsOut"] | null;
            /** Error */
            error?: string | null;
        };
        /** OperationOut */
        OperationOut: {
            /** Id */
            id: number;
            /** Type */
            type: string;
            /**
             * Status
             * @enum {string}
             */
            status: "in_progress" | "completed" | "failed";
            /** Progress */
            progress: number;
            /** Site Id */
            site_id: number | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Completed At */
            completed_at: string | null;
            /** @description the project, while it exists */
            site?: components["schemas"]["OperationSite"] | null;
            /**
             * Summary
             * @description what was done and how it came out
             */
            summary?: string | null;
            /**
             * Reason
             * @description why a failed job failed
             */
            reason?: string | null;
            /** Reason Code */
            reason_code?: string | null;
            /**
             * Link
             * @description the console path of the job's result
             */
            link?: string | null;
        };
        /** OperationRef */
        OperationRef: {
            /** Id */
            id: number;
            /** Type */
            type: string;
            /**
             * Status
             * @enum {string}
             */
            status: "in_progress" | "completed" | "failed";
            /** Progress */
            progress: number;
            /** Site Id */
            site_id: number | null;
            /** Detail */
            detail: {
                [key: string]: unknown;
            };
        };
        /** OperationSite */
        OperationSite: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Domain */
            domain: string;
        };
        /** Option */
        Option: {
            /** Value */
            value: string;
            /** Label */
            label: string;
        };
        /** OrderOut */
        OrderOut: {
            /** Trade No */
            trade_no: string;
            /** Plan Id */
            plan_id: number;
            /** Plan Name */
            plan_name: string | null;
            /** Payment Type */
            payment_type: number;
            /** Amount */
            amount: number;
            /** List Amount */
            list_amount: number;
            /** Discount */
            discount: number;
            /** Currency */
            currency: string;
            /**
             * Status
             * @enum {string}
             */
            status: "pending" | "paid" | "failed" | "cancelled";
            /** Message */
            message: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Paid At */
            paid_at: string | null;
            /** Plan Active */
            plan_active: boolean;
            invoice: components["schemas"]["InvoiceIn"];
            /** Invoices */
            invoices: components["schemas"]["IssuedInvoiceOut"][];
        };
        /** OrganicKeywordOut */
        OrganicKeywordOut: {
            /** Keyword */
            keyword: string;
            /** Position */
            position: number;
            /** Url */
            url: string;
            /** Volume */
            volume: number | null;
            /**
             * Traffic
             * @description estimated monthly visits: CTR(position) × volume
             */
            traffic: number | null;
            /** Serp Features */
            serp_features: string[];
            /**
             * Serp Day
             * Format: date
             */
            serp_day: string;
            /** Sandbox */
            sandbox: boolean;
        };
        /** OverviewIn */
        OverviewIn: {
            /**
             * Keyword
             * @description the keyword to research (the same rules as a seed)
             */
            keyword: string;
            /**
             * Country
             * @default TW
             */
            country: string;
            /**
             * Language
             * @default zh-TW
             */
            language: string;
        };
        /** OverviewOut */
        OverviewOut: {
            /** Keyword */
            keyword: string;
            /** Country */
            country: string;
            /** Language */
            language: string;
            metrics: components["schemas"]["MetricsOut"] | null;
            difficulty: components["schemas"]["DifficultyOut"] | null;
            intent: components["schemas"]["IntentOut"];
            serp: components["schemas"]["StoredSerpOut"] | null;
            /** Related */
            related: string[];
            /** Questions */
            questions: string[];
            /**
             * Projects
             * @description the caller's projects in the stored top 10
             */
            projects: components["schemas"]["RankingProjectOut"][];
        };
        /** PageEvaluationIn */
        PageEvaluationIn: {
            /** Url */
            url: string;
            /**
             * Target Keyword
             * @default
             */
            target_keyword: string;
        };
        /** PageEvaluationOut */
        PageEvaluationOut: {
            /** Id */
            id: number;
            /** Site Id */
            site_id: number;
            /** Url */
            url: string;
            /** Title */
            title: string | null;
            /** Description */
            description: string | null;
            /** Target Keyword */
            target_keyword: string;
            /** Score */
            score: number | null;
            /** Auditing */
            auditing: boolean;
            /** Success Audited */
            success_audited: boolean;
            /**
             * State
             * @enum {string}
             */
            state: "auditing" | "evaluated" | "failed";
            /**
             * State Message
             * @description the SPEC hint while auditing, the reason when failed
             */
            state_message: string | null;
            /** Error */
            error: string | null;
            /** Operation Id */
            operation_id: number | null;
            /** Audited At */
            audited_at: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
        };
        /** PageKeywordsOut */
        PageKeywordsOut: {
            /** Url */
            url: string;
            /** Final Url */
            final_url: string;
            /** Status */
            status: number | null;
            /** Language */
            language: string | null;
            /** Title */
            title: string;
            /** Description */
            description: string;
            /** Body Words */
            body_words: number;
            /** Keywords */
            keywords: components["schemas"]["PlacementOut"][];
        };
        /** PageMeta */
        PageMeta: {
            /** Current Page */
            current_page: number;
            /** From */
            from: number | null;
            /** Last Page */
            last_page: number;
            /** Path */
            path: string;
            /** Per Page */
            per_page: number;
            /** To */
            to: number | null;
            /** Total */
            total: number;
        };
        /** PageRow */
        PageRow: {
            /** Url */
            url: string;
            /** Status Code */
            status_code: number | null;
            /** Title */
            title: string | null;
            /** Depth */
            depth: number | null;
            /** Score */
            score: number | null;
            /** Word Count */
            word_count: number | null;
            /** Ttfb Ms */
            ttfb_ms: number | null;
            /** Size Bytes */
            size_bytes: number | null;
            /** Errors */
            errors: number;
            /** Warnings */
            warnings: number;
            /** Notices */
            notices: number;
            /** Indexable */
            indexable: boolean;
        };
        /** Page[BrokenLink] */
        Page_BrokenLink_: {
            /** Data */
            data: components["schemas"]["BrokenLink"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[CmsPostOut] */
        Page_CmsPostOut_: {
            /** Data */
            data: components["schemas"]["CmsPostOut"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[KeywordOut] */
        Page_KeywordOut_: {
            /** Data */
            data: components["schemas"]["KeywordOut"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[OperationOut] */
        Page_OperationOut_: {
            /** Data */
            data: components["schemas"]["OperationOut"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[PageRow] */
        Page_PageRow_: {
            /** Data */
            data: components["schemas"]["PageRow"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[ResearchHistoryOut] */
        Page_ResearchHistoryOut_: {
            /** Data */
            data: components["schemas"]["ResearchHistoryOut"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[SiteCheckOut] */
        Page_SiteCheckOut_: {
            /** Data */
            data: components["schemas"]["SiteCheckOut"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[SiteOut] */
        Page_SiteOut_: {
            /** Data */
            data: components["schemas"]["SiteOut"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[SubmissionOut] */
        Page_SubmissionOut_: {
            /** Data */
            data: components["schemas"]["SubmissionOut"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[TextRow] */
        Page_TextRow_: {
            /** Data */
            data: components["schemas"]["TextRow"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** Page[WriterTemplateBrief] */
        Page_WriterTemplateBrief_: {
            /** Data */
            data: components["schemas"]["WriterTemplateBrief"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** ParagraphIn */
        ParagraphIn: {
            /**
             * Mode
             * @description lengthen and shorten rewrite the section's paragraph: a paid tier's (ai_resize)
             * @default write
             * @enum {string}
             */
            mode: "write" | "lengthen" | "shorten";
        };
        /** PartsOut */
        PartsOut: {
            /** Rules */
            rules: number | null;
            /** Keywords */
            keywords: number | null;
            /** Terms */
            terms: number | null;
            /** Length */
            length: number | null;
        };
        /** PassedOut */
        PassedOut: {
            /** Check */
            check: string;
            /** Category */
            category: string;
            /** Title */
            title: string;
        };
        /** PasswordChangeIn */
        PasswordChangeIn: {
            /**
             * Current Password
             * @description Required when the account has a password
             */
            current_password?: string | null;
            /** Password */
            password: string;
            /** Password Confirmation */
            password_confirmation: string;
        };
        /** Period */
        Period: {
            /**
             * Start
             * Format: date
             */
            start: string;
            /**
             * End
             * Format: date
             */
            end: string;
        };
        /** PlacementOut */
        PlacementOut: {
            /** Keyword */
            keyword: string;
            /** Counts */
            counts: {
                [key: string]: number;
            };
            /** Density */
            density: number;
        };
        /** PlanCatalogueOut */
        PlanCatalogueOut: {
            /** Data */
            data: components["schemas"]["PlanOfferOut"][];
            /**
             * Current Plan Id
             * @description the signed-in user's active plan; null for visitors
             */
            current_plan_id: number | null;
            /**
             * Current Payment Type
             * @description 1 monthly, 2 yearly, null for trials and visitors
             */
            current_payment_type: number | null;
        };
        /**
         * PlanEditIn
         * @description A plan's new values: prices (both, for a plan on sale), SERP depth and the limits to change. With
         *     ``apply_to_subscribers`` the plan's running subscriptions take its limits now; otherwise they keep theirs
         *     until they buy again.
         */
        PlanEditIn: {
            /** Prices */
            prices?: {
                [key: string]: number;
            };
            /** Serp Depth */
            serp_depth: number;
            /** Limitation */
            limitation?: {
                [key: string]: number;
            };
            /**
             * Apply To Subscribers
             * @default false
             */
            apply_to_subscribers: boolean;
        };
        /** PlanOfferOut */
        PlanOfferOut: {
            /** Id */
            id: number;
            /** Key */
            key: string;
            /**
             * Name
             * @description in the request's language
             */
            name: string;
            /**
             * Currency
             * @constant
             */
            currency: "TWD";
            /** Prices */
            prices: components["schemas"]["PriceOut"][];
            /**
             * Limitation
             * @description {feature}_limitation values; 99999999999 is unlimited
             */
            limitation: {
                [key: string]: number;
            };
            /**
             * Serp Depth
             * @description how many Google results are read per keyword
             */
            serp_depth: number;
            /**
             * Features
             * @description gated features (SPEC §6) and whether the plan has them
             */
            features: {
                [key: string]: boolean;
            };
        };
        /** PlanOut */
        PlanOut: {
            /** Id */
            id: number;
            /** Key */
            key: string | null;
            /** Names */
            names: {
                [key: string]: string;
            };
        };
        /** PlanValues */
        PlanValues: {
            /**
             * Prices
             * @description NT$ by payment type (1 monthly, 2 yearly); plans on sale only
             */
            prices: {
                [key: string]: number;
            };
            /**
             * Serp Depth
             * @description how many Google results a rank check reads
             */
            serp_depth: number;
            /**
             * Limitation
             * @description {feature}_limitation values; 99999999999 and above: unlimited
             */
            limitation: {
                [key: string]: number;
            };
        };
        /** PreviewOut */
        PreviewOut: {
            /** Id */
            id: number;
            /** Title */
            title: string;
            /** Description */
            description: string;
            /** Sections */
            sections: components["schemas"]["SectionOut"][];
            /**
             * Content Html
             * @description the body as HTML (h2 and p, text escaped): what the SEO writer and a CMS post take
             */
            content_html: string;
            marks: components["schemas"]["ArticleMarks"];
        };
        /** PriceOut */
        PriceOut: {
            /**
             * Payment Type
             * @description 1 monthly, 2 yearly
             * @enum {integer}
             */
            payment_type: 1 | 2;
            /**
             * Amount
             * @description NT$, tax included, for the whole period
             */
            amount: number;
            /**
             * Months
             * @description how many months the amount pays for
             */
            months: number;
        };
        /** ProfileIn */
        ProfileIn: {
            /** Name */
            name?: string | null;
            /**
             * Title
             * @description Position key (see /constants positions)
             */
            title?: string | null;
            /** Phone */
            phone?: string | null;
            /**
             * Country
             * @description One of the 15 country codes
             */
            country?: string | null;
            /**
             * Industry
             * @description Industry key (see /constants industries)
             */
            industry?: string | null;
            /** Trial Code */
            trial_code?: string | null;
        };
        /**
         * ProjectRules
         * @description SPEC §5's limits as api/projects/validation.py applies them; the server's field errors stay the
         *     authority (the console checks only what these values let it check cheaply).
         */
        ProjectRules: {
            /** Host Max Length */
            host_max_length: number;
            /**
             * Suffix Max With Protocol
             * @description longest top-level label of a URL typed with http(s)://
             */
            suffix_max_with_protocol: number;
            /**
             * Suffix Max Without Protocol
             * @description longest top-level label of a bare domain
             */
            suffix_max_without_protocol: number;
            /** Url Max Length */
            url_max_length: number;
            /** Keyword Max Length */
            keyword_max_length: number;
            /**
             * Forbidden Keyword Chars
             * @description each character is forbidden in a keyword
             */
            forbidden_keyword_chars: string;
            /** Name Max Length */
            name_max_length: number;
            /** Category Name Max Length */
            category_name_max_length: number;
            /**
             * Listed Words
             * @description how many offending keywords a message names before "…"
             */
            listed_words: number;
            /**
             * Allow Private Hosts
             * @description localhost and IP literals may be project URLs
             */
            allow_private_hosts: boolean;
        };
        /** PropertyOption */
        PropertyOption: {
            /** Label */
            label: string;
            /**
             * Value
             * @description a GA4 property, "properties/123"
             */
            value: string;
        };
        /** QueryFigures */
        QueryFigures: {
            /** Query */
            query: string;
            /** Clicks */
            clicks: number;
            /** Impressions */
            impressions: number;
            /** Ctr */
            ctr: number;
            /** Position */
            position: number;
        };
        /** QueryOut */
        QueryOut: {
            /** Query */
            query: string;
            /** Clicks */
            clicks: number;
            /** Impressions */
            impressions: number;
            /** Ctr */
            ctr: number;
            /** Position */
            position: number;
        };
        /** QuotaOut */
        QuotaOut: {
            /** Limit */
            limit: number;
            /** Used */
            used: number;
            /** Left */
            left: number;
        };
        /** QuotasOut */
        QuotasOut: {
            /** @description URL Inspection today, for the project's property (null: none) */
            inspection: components["schemas"]["QuotaOut"] | null;
            /** @description Indexing API today, for the whole deployment (Google counts per project) */
            indexing: components["schemas"]["QuotaOut"];
            /**
             * Resets At
             * Format: date-time
             * @description Google's next quota day (midnight Pacific time)
             */
            resets_at: string;
        };
        /** QuoteIn */
        QuoteIn: {
            /** Plan Id */
            plan_id: number;
            /**
             * Payment Type
             * @description 1 monthly, 2 yearly
             * @enum {integer}
             */
            payment_type: 1 | 2;
            /**
             * Promo Code
             * @default
             */
            promo_code: string;
        };
        /**
         * QuoteOut
         * @description Each period's charge: the plan's price, the promo code's discount and what is left, NT$ tax included.
         */
        QuoteOut: {
            /** List Amount */
            list_amount: number;
            /** Discount */
            discount: number;
            /** Amount */
            amount: number;
            /** Currency */
            currency: string;
            /** Promo Code */
            promo_code: string | null;
            /**
             * Credit Days
             * @description days of the new plan the current contract's unused part adds
             */
            credit_days: number;
        };
        /** RankCheckIn */
        RankCheckIn: {
            /**
             * Keywords
             * @description up to 10 keywords, one per line
             */
            keywords: string | string[];
            /**
             * Domain
             * @description any site: a domain or URL
             */
            domain: string;
            /**
             * Engine
             * @default google
             * @enum {string}
             */
            engine: "google" | "yahoo_jp" | "yahoo_tw";
            /**
             * Country
             * @default TW
             */
            country: string;
            /** Language */
            language?: string | null;
            /**
             * Device
             * @default desktop
             * @enum {string}
             */
            device: "desktop" | "mobile";
        };
        /** RankCheckOut */
        RankCheckOut: {
            operation: components["schemas"]["OperationRef"];
            /** Results */
            results: components["schemas"]["RankCheckRow"][] | null;
        };
        /** RankCheckRow */
        RankCheckRow: {
            /** Keyword */
            keyword: string;
            /**
             * State
             * @enum {string}
             */
            state: "ok" | "failed";
            /** Position */
            position: number | null;
            /** Label */
            label: string | null;
            /** Url */
            url: string | null;
            /** Source */
            source: string | null;
            /** Source Label */
            source_label?: string | null;
            /** Error */
            error: string | null;
            /** Sandbox */
            sandbox: boolean;
        };
        /** RankOut */
        RankOut: {
            /** Position */
            position: number | null;
            /** Label */
            label: string | null;
            /** Url */
            url?: string | null;
        };
        /** RankingProjectOut */
        RankingProjectOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Position */
            position: number;
            /** Url */
            url: string;
        };
        /** RankingSettingsIn */
        RankingSettingsIn: {
            /** Drop Alert Threshold */
            drop_alert_threshold: number;
        };
        /** RankingSettingsOut */
        RankingSettingsOut: {
            /** Drop Alert Threshold */
            drop_alert_threshold: number;
        };
        /** RankingUpdateStatus */
        RankingUpdateStatus: {
            /** Updating */
            updating: boolean;
            operation: components["schemas"]["OperationRef"] | null;
            /**
             * Remaining
             * @description manual updates left this month (null: unlimited)
             */
            remaining: number | null;
            /** @description the project owner's plan's manual updates, as the POST decides */
            access: components["schemas"]["FeatureAccessOut"];
        };
        /** ReauditOut */
        ReauditOut: {
            data: components["schemas"]["PageEvaluationOut"];
            /** Operation Id */
            operation_id: number;
            /** Message */
            message: string;
        };
        /**
         * ReceiptOut
         * @description The receipt of one successful charge (api/billing/receipts.py); NT$, tax included.
         */
        ReceiptOut: {
            /** Number */
            number: string;
            /**
             * Charged At
             * Format: date-time
             */
            charged_at: string;
            seller: components["schemas"]["SellerOut"];
            buyer: components["schemas"]["BuyerOut"];
            /** Plan Name */
            plan_name: string | null;
            /** Payment Type */
            payment_type: number;
            /** Period */
            period: number;
            /**
             * Service Start
             * Format: date-time
             */
            service_start: string;
            /**
             * Service End
             * Format: date-time
             */
            service_end: string;
            /** List Amount */
            list_amount: number;
            /** Discount */
            discount: number;
            /** Amount */
            amount: number;
            /**
             * Tax
             * @description the 5% business tax the amount includes
             */
            tax: number;
            /** Currency */
            currency: string;
            /** Gateway */
            gateway: string;
            /** Reference */
            reference: string;
            /** Trade No */
            trade_no: string;
            invoice: components["schemas"]["InvoiceStateOut"] | null;
        };
        /** RecipientsIn */
        RecipientsIn: {
            /** Emails */
            emails: string[];
        };
        /** RecipientsOut */
        RecipientsOut: {
            /** Data */
            data: string[];
            /** Receiver Limitation */
            receiver_limitation: number;
        };
        /**
         * ReferralsOut
         * @description A referred user's first payment earns the referrer ``reward_days`` days (api/billing/referrals.py).
         */
        ReferralsOut: {
            /** Code */
            code: string;
            /** Reward Days */
            reward_days: number;
            /**
             * Rewarded
             * @description referred users who paid
             */
            rewarded: number;
            /** Days Applied */
            days_applied: number;
            /**
             * Days Waiting
             * @description earned while no plan ran: added at the next paid plan
             */
            days_waiting: number;
        };
        /** ReferringDomainOut */
        ReferringDomainOut: {
            /** Domain */
            domain: string;
            /** Domain Rating */
            domain_rating: number | null;
            /** Backlinks */
            backlinks: number;
            /** Dofollow Backlinks */
            dofollow_backlinks: number;
            /**
             * First Seen
             * Format: date-time
             */
            first_seen: string;
            /**
             * Last Seen
             * Format: date-time
             */
            last_seen: string;
        };
        /** RefusedInvoiceOut */
        RefusedInvoiceOut: {
            /** Id */
            id: number;
            /** Email */
            email: string;
            /** Trade No */
            trade_no: string;
            /** Period */
            period: number;
            /** Amount */
            amount: number;
            /**
             * Charged At
             * Format: date-time
             */
            charged_at: string;
            /**
             * Error
             * @description the provider's words
             */
            error: string | null;
            invoice: components["schemas"]["InvoiceIn"];
        };
        /** RegisterIn */
        RegisterIn: {
            /** Email */
            email: string;
            /** Password */
            password: string;
            /**
             * Force Login
             * @description Accepted for the console; a sign-in always replaces the older session (single active session).
             * @default false
             */
            force_login: boolean;
            /** Referral Code */
            referral_code?: string | null;
            /**
             * Recaptcha
             * @description reCAPTCHA v3 token for action `register`
             */
            recaptcha?: string | null;
            /** Industry Type */
            industry_type?: string | null;
            /**
             * Screen
             * @description Screen size as WIDTHxHEIGHT
             */
            screen?: string | null;
            /**
             * Language
             * @description zh-TW, zh-CN, en or ja; default: the request's locale
             */
            language?: string | null;
        };
        /**
         * ReissueIn
         * @description Who the e-invoice is for now; absent: as before (the provider's refusal was on its side).
         */
        ReissueIn: {
            invoice?: components["schemas"]["InvoiceIn"] | null;
        };
        /** RelatedIn */
        RelatedIn: {
            /** Seed */
            seed: string;
            /**
             * Country
             * @default TW
             */
            country: string;
            /** Language */
            language?: string | null;
        };
        /** RelatedListOut */
        RelatedListOut: {
            /** Seed */
            seed: string;
            /** Country */
            country: string;
            /** Language */
            language: string;
            /**
             * Sources
             * @description where the suggestions come from: serp_store (the stored SERPs' related searches and questions), then the keyword research sources asked (google_ads, dataforseo or sandbox)
             */
            sources: string[];
            /** Data */
            data: components["schemas"]["RelatedOut"][];
        };
        /** RelatedOut */
        RelatedOut: {
            /** Text */
            text: string;
            /**
             * Kind
             * @description related_search or people_also_ask: seen on stored SERPs; frequency: the keyword-ideas provider's idea; google_trend: a Google Autocomplete suggestion (SPEC §3's sources)
             * @enum {string}
             */
            kind: "related_search" | "people_also_ask" | "frequency" | "google_trend";
            /**
             * Direct
             * @description from the seed's own stored SERP
             */
            direct: boolean;
            /**
             * Serps
             * @description stored SERPs that showed it (0 for the providers' ideas)
             */
            serps: number;
            /**
             * Last Seen
             * @description the latest stored SERP that showed it (None for the providers' ideas)
             */
            last_seen: string | null;
            /**
             * Sandbox
             * @description made-up: seen only on sandbox SERPs, or the sandbox's ideas
             */
            sandbox: boolean;
        };
        /**
         * RenewalOut
         * @description The order that charges again (cancel it with POST /billing/orders/{trade_no}/cancel).
         */
        RenewalOut: {
            /** Trade No */
            trade_no: string;
            /** Plan Name */
            plan_name: string | null;
            /** Payment Type */
            payment_type: number;
            /** Amount */
            amount: number;
            /** Next Charge At */
            next_charge_at: string | null;
        };
        /** ReplacedChargeOut */
        ReplacedChargeOut: {
            /** Id */
            id: number;
            /** Email */
            email: string;
            /** Trade No */
            trade_no: string;
            /** Amount */
            amount: number;
            /**
             * Reference
             * @description ECPay's reference of the charge (Gwsr), to refund it by
             */
            reference: string | null;
            /**
             * Received At
             * Format: date-time
             */
            received_at: string;
        };
        /** ReportOut */
        ReportOut: {
            /** Id */
            id: number;
            /** Site Id */
            site_id: number;
            /** Url */
            url: string;
            /** Title */
            title: string | null;
            /** Description */
            description: string | null;
            /** Target Keyword */
            target_keyword: string;
            /** Score */
            score: number | null;
            /** Auditing */
            auditing: boolean;
            /** Success Audited */
            success_audited: boolean;
            /**
             * State
             * @enum {string}
             */
            state: "auditing" | "evaluated" | "failed";
            /**
             * State Message
             * @description the SPEC hint while auditing, the reason when failed
             */
            state_message: string | null;
            /** Error */
            error: string | null;
            /** Operation Id */
            operation_id: number | null;
            /** Audited At */
            audited_at: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
            /** Advice */
            advice: components["schemas"]["AdviceOut"][];
            /**
             * Failed
             * @description advice not followed
             */
            failed: number;
            keywords: components["schemas"]["KeywordsOut"];
            duplicates: components["schemas"]["DuplicatesOut"] | null;
            /** Page */
            page: {
                [key: string]: unknown;
            } | null;
            links: components["schemas"]["LinksOut"] | null;
            serp: components["schemas"]["SerpOut"] | null;
        };
        /** ResearchGridPage */
        ResearchGridPage: {
            /** Data */
            data: components["schemas"]["BacklinkOut"][] | components["schemas"]["ReferringDomainOut"][] | components["schemas"]["AnchorOut"][] | components["schemas"]["OrganicKeywordOut"][] | components["schemas"]["TopPageOut"][] | components["schemas"]["CompetingDomainOut"][];
            meta: components["schemas"]["PageMeta"];
            /**
             * Sandbox
             * @description the rows are the sandbox web's
             * @default false
             */
            sandbox: boolean;
        };
        /** ResearchHistoryOut */
        ResearchHistoryOut: {
            /** Id */
            id: number;
            target: components["schemas"]["ResearchTargetOut"];
            /**
             * Day
             * Format: date
             */
            day: string;
            /**
             * Researched At
             * Format: date-time
             */
            researched_at: string;
        };
        /** ResearchTargetOut */
        ResearchTargetOut: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "domain" | "host" | "prefix";
            /**
             * Value
             * @description the normal form: punycode hosts, a URL key for a prefix
             */
            value: string;
            /**
             * Display
             * @description as people read it: IDNs in Unicode
             */
            display: string;
            /** Country */
            country: string;
            /** Language */
            language: string;
        };
        /** ResetPasswordIn */
        ResetPasswordIn: {
            /** Token */
            token: string;
            /** Password */
            password: string;
            /** Password Confirmation */
            password_confirmation: string;
        };
        /** RetryOut */
        RetryOut: {
            /** Requeued */
            requeued: number;
        };
        /** RevenueMonth */
        RevenueMonth: {
            /**
             * Month
             * @description YYYY-MM, a Taipei calendar month
             */
            month: string;
            /**
             * Revenue
             * @description NT$ charged in the month, tax included
             */
            revenue: number;
            /**
             * Mrr
             * @description NT$ per month of the charges covering the month's end (now, for the running month)
             */
            mrr: number;
            /** Customers */
            customers: number;
            /**
             * Churned
             * @description customers at the previous month's end who are not at this one's
             */
            churned: number;
            /** Churn Rate */
            churn_rate: number | null;
            /** Signups */
            signups: number;
            /**
             * Converted
             * @description of the month's sign-ups, those who paid within conversion_days
             */
            converted: number;
            /** Conversion Rate */
            conversion_rate: number | null;
            /**
             * Complete
             * @description every sign-up of the month has had conversion_days to pay
             */
            complete: boolean;
        };
        /** RevenueOut */
        RevenueOut: {
            /** Currency */
            currency: string;
            /** Conversion Days */
            conversion_days: number;
            /** Mrr */
            mrr: number;
            /** Customers */
            customers: number;
            /** Months */
            months: components["schemas"]["RevenueMonth"][];
        };
        /** RuleOut */
        RuleOut: {
            /** Code */
            code: string;
            /** Ok */
            ok: boolean;
            /**
             * Part
             * @description the part of the document the rule is about (where a click takes the writer)
             * @enum {string}
             */
            part: "title" | "description" | "h1" | "h2" | "content" | "images";
            /**
             * Text
             * @description what the rule asks, in the request's language
             */
            text: string;
            /** Fix */
            fix: string;
            /** Evidence */
            evidence: {
                [key: string]: unknown;
            };
        };
        /** SearchDayOut */
        SearchDayOut: {
            /**
             * Key
             * Format: date
             */
            key: string;
            /** Clicks */
            clicks: number;
            /** Impressions */
            impressions: number;
        };
        /** SearchTotals */
        SearchTotals: {
            /** Clicks */
            clicks: number;
            /** Impressions */
            impressions: number;
            /** Ctr */
            ctr: number;
            /** Position */
            position: number;
        };
        /** SearchTotalsOut */
        SearchTotalsOut: {
            /** Clicks */
            clicks: number;
            /** Impressions */
            impressions: number;
            /** Ctr */
            ctr: number;
            /** Position */
            position: number;
        };
        /** SectionIn */
        SectionIn: {
            /** Title */
            title: string;
            /**
             * Words
             * @description at most 2 suggestion words
             */
            words?: string[];
            /** Paragraph */
            paragraph?: string | null;
        };
        /** SectionMarks */
        SectionMarks: {
            /** Title */
            title: components["schemas"]["FindingOut"][];
            /** Paragraph */
            paragraph: components["schemas"]["FindingOut"][];
        };
        /** SectionOut */
        SectionOut: {
            /** Title */
            title: string;
            /** Words */
            words: string[];
            /** Paragraph */
            paragraph: string | null;
        };
        /** SectionsIn */
        SectionsIn: {
            /**
             * Count
             * @default 5
             */
            count: number;
        };
        /** SellerOut */
        SellerOut: {
            /** Name */
            name: string;
            /** Uniform Number */
            uniform_number: string;
            /** Address */
            address: string;
        };
        /** SendToProjectIn */
        SendToProjectIn: {
            /** Site Id */
            site_id: number;
            /**
             * Item Ids
             * @description these keywords only; null: the whole list
             */
            item_ids?: number[] | null;
        };
        /** SentToProject */
        SentToProject: {
            /** Site Id */
            site_id: number;
            /** Added */
            added: number;
            /**
             * Skipped
             * @description keywords the project already tracks
             */
            skipped: number;
        };
        /**
         * SeoOptimization
         * @description The project's latest completed site check as the dashboard shows it (GET /sites/{id}?append=seo_optimization).
         */
        SeoOptimization: {
            /** Site Check Id */
            site_check_id: number;
            /** Health Score */
            health_score: number | null;
            /** Pages Crawled */
            pages_crawled: number;
            /** Finished At */
            finished_at: string | null;
            /** @description findings of each severity */
            issues: components["schemas"]["SeverityCounts"];
            /** @description broken link targets, as GET /site_checks/{id}/broken_links lists them */
            broken_links: components["schemas"]["BrokenLinkCounts"];
        };
        /** SeriesOut */
        SeriesOut: {
            /**
             * Site
             * @enum {string}
             */
            site: "project" | "competitor";
            /** Competitor Id */
            competitor_id?: number | null;
            /** Name */
            name: string;
            /** Domain */
            domain: string;
            /** Points */
            points: components["schemas"]["HistoryPoint"][];
        };
        /** SerpCompetitorOut */
        SerpCompetitorOut: {
            /** Domain */
            domain: string;
            /** Appearances */
            appearances: number;
            /** Keywords */
            keywords: number;
            /** Average Position */
            average_position: number;
            /** Share */
            share: number;
            /** Is Project */
            is_project: boolean;
            /** Competitor Id */
            competitor_id: number | null;
        };
        /** SerpCompetitorsOut */
        SerpCompetitorsOut: {
            /**
             * Interval
             * @enum {string}
             */
            interval: "1d" | "3d" | "7d" | "1m";
            /**
             * Start
             * Format: date
             */
            start: string;
            /**
             * End
             * Format: date
             */
            end: string;
            /** Serps */
            serps: number;
            /** Data */
            data: components["schemas"]["SerpCompetitorOut"][];
            /** Sandbox */
            sandbox: boolean;
        };
        /** SerpOut */
        SerpOut: {
            /** Source */
            source?: string | null;
            /**
             * Sandbox
             * @default false
             */
            sandbox: boolean;
            /** Error */
            error?: string | null;
            /** Message */
            message?: string | null;
            /**
             * Results
             * @default []
             */
            results: components["schemas"]["SerpResultOut"][];
            /**
             * Related Searches
             * @default []
             */
            related_searches: string[];
            /**
             * People Also Ask
             * @default []
             */
            people_also_ask: string[];
            /**
             * Pages Read
             * @default 0
             */
            pages_read: number;
        };
        /** SerpResultOut */
        SerpResultOut: {
            /** Position */
            position: number | null;
            /** Url */
            url: string | null;
            /** Title */
            title: string;
        };
        /**
         * SerpRowOut
         * @description One row of a stored result page; ``site`` says whose it is by the project's match rules.
         */
        SerpRowOut: {
            /** Row */
            row: number;
            /** Page */
            page: number;
            /** Absolute Position */
            absolute_position: number;
            /**
             * Position
             * @description organic position; None for ads, snippets, packs, …
             */
            position: number | null;
            /** Type */
            type: string;
            /** Url */
            url: string;
            /** Host */
            host: string;
            /** Domain */
            domain: string;
            /** Title */
            title: string;
            /** Snippet */
            snippet: string;
            /** Site */
            site: ("project" | "competitor") | null;
            /** Competitor Id */
            competitor_id?: number | null;
        };
        /** SerpTrendOut */
        SerpTrendOut: {
            /** Keyword Id */
            keyword_id: number;
            /** Term */
            term: string;
            /** Domains */
            domains: components["schemas"]["DomainTrendOut"][];
        };
        /** SerpTrendsOut */
        SerpTrendsOut: {
            /**
             * Engine
             * @enum {string}
             */
            engine: "google" | "yahoo_jp" | "yahoo_tw";
            /**
             * Device
             * @enum {string}
             */
            device: "desktop" | "mobile";
            /**
             * Start
             * Format: date
             */
            start: string;
            /**
             * End
             * Format: date
             */
            end: string;
            /** Data */
            data: components["schemas"]["SerpTrendOut"][];
            /** Sandbox */
            sandbox: boolean;
        };
        /** SeverityCounts */
        SeverityCounts: {
            /**
             * Error
             * @default 0
             */
            error: number;
            /**
             * Warning
             * @default 0
             */
            warning: number;
            /**
             * Notice
             * @default 0
             */
            notice: number;
        };
        /** ShareIn */
        ShareIn: {
            /** Share Password */
            share_password: string;
        };
        /** ShareOut */
        ShareOut: {
            /** Share Uuid */
            share_uuid: string;
            /** Share Url */
            share_url: string;
        };
        /**
         * ShareUnlockIn
         * @description A shared report's password, given once for its viewer cookie.
         */
        ShareUnlockIn: {
            /** Share Uuid */
            share_uuid: string;
            /** Password */
            password: string;
        };
        /**
         * SharedDocumentOut
         * @description What a guest is shown of the shared document beside the co-edited text.
         */
        SharedDocumentOut: {
            /**
             * Id
             * @description the document's id: the collab WebSocket's room
             */
            id: number;
            /** Keyword */
            keyword: string;
            /** Title */
            title: string;
            /** Editor Name */
            editor_name: string;
            /** Owner Name */
            owner_name: string;
            /**
             * Expires At
             * Format: date-time
             */
            expires_at: string;
        };
        /**
         * SharedSiteOut
         * @description The shared project and its dashboard figures (the read-only report's header).
         */
        SharedSiteOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Url */
            url: string;
            /** Domain */
            domain: string;
            google_statistics: components["schemas"]["GoogleStatistics"];
            important_keywords: components["schemas"]["ImportantKeywords"];
        };
        /** SignInStartOut */
        SignInStartOut: {
            /**
             * Url
             * @description Google's sign-in screen; it comes back to redirect_uri with code and state
             */
            url: string;
        };
        /** SiteBrief */
        SiteBrief: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Url */
            url: string;
            /** Domain */
            domain: string;
        };
        /** SiteCheckIn */
        SiteCheckIn: {
            /**
             * Max Pages
             * @description pages to crawl at most (default: what the plan has left)
             */
            max_pages?: number | null;
            /**
             * Render
             * @description render pages in Chromium (JavaScript sites)
             * @default false
             */
            render: boolean;
        };
        /** SiteCheckOut */
        SiteCheckOut: {
            /** Id */
            id: number;
            /** Site Id */
            site_id: number;
            /** Url */
            url: string;
            /**
             * State
             * @enum {string}
             */
            state: "pending" | "in_progress" | "completed" | "failed";
            /** Pages Crawled */
            pages_crawled: number;
            /** Pages Queued */
            pages_queued: number;
            /** Max Pages */
            max_pages: number;
            /** Render */
            render: boolean;
            /** Health Score */
            health_score: number | null;
            /** @description URLs with at least one finding of each severity */
            counts: components["schemas"]["SeverityCounts"];
            /** @description findings of each severity */
            issues: components["schemas"]["SeverityCounts"];
            /**
             * Categories
             * @description findings per category, the 13 in catalogue order
             */
            categories: components["schemas"]["CategoryCounts"][];
            comparison: components["schemas"]["Comparison"];
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Started At */
            started_at: string | null;
            /** Finished At */
            finished_at: string | null;
            /**
             * Error
             * @description why the check failed, in the request's language
             */
            error: string | null;
            /** Error Code */
            error_code?: string | null;
        };
        /** SiteCompareOut */
        SiteCompareOut: {
            /** Backlinks Locked */
            backlinks_locked: boolean;
            /** Data */
            data: components["schemas"]["CompareRowOut"][];
        };
        /**
         * SiteCreate
         * @description The new-project wizard's four steps in one call: site, keywords, competitors, recipients.
         */
        SiteCreate: {
            /** Name */
            name: string;
            /**
             * Url
             * @description http:// or https:// URL of the site
             */
            url: string;
            /**
             * Country
             * @default TW
             * @enum {string}
             */
            country: "TW" | "HK" | "US" | "DE" | "GB" | "VN" | "ID" | "MY" | "SG" | "PH" | "IN" | "TH" | "JP" | "MX" | "BR";
            /**
             * Language
             * @default zh-TW
             * @enum {string}
             */
            language: "zh-TW" | "zh-CN" | "en" | "ja";
            /**
             * Keywords
             * @description one keyword per line, or a list
             * @default
             */
            keywords: string | string[];
            /**
             * Competitors
             * @default []
             */
            competitors: components["schemas"]["CompetitorIn"][];
            /**
             * Recipients
             * @description weekly-report recipient e-mails
             * @default []
             */
            recipients: string[];
        };
        /** SiteExportIn */
        SiteExportIn: {
            /** Target */
            target: string;
            /**
             * Country
             * @default TW
             */
            country: string;
            /**
             * Language
             * @default zh-TW
             */
            language: string;
            /**
             * Grid
             * @enum {string}
             */
            grid: "backlinks" | "referring-domains" | "anchors" | "organic-keywords" | "top-pages" | "competitors";
            /**
             * Rows
             * @description how many rows, from the first (at most 5,000, SPEC §9)
             * @default 5000
             */
            rows: number;
            /** Lost */
            lost?: boolean | null;
        };
        /** SiteExportOut */
        SiteExportOut: {
            /** Operation Id */
            operation_id: number;
            /** Message */
            message: string;
        };
        /**
         * SiteGaIn
         * @description ``propertySelected``: the GA4 property ("properties/123") or null to unlink. The console also sends
         *     ``properties`` (its property list); the choice is all the server needs.
         */
        SiteGaIn: {
            /** Propertyselected */
            propertySelected: string | null;
        };
        /** SiteMetricsEntry */
        SiteMetricsEntry: {
            /** Name */
            name: string;
            /** Url */
            url: string;
            /**
             * Competitor Id
             * @description None for the project's own site
             */
            competitor_id: number | null;
            /** Domainauthority */
            domainAuthority: number | null;
            /** Externalpagestorootdomain */
            externalPagesToRootDomain: number | null;
            /** Rootdomainstorootdomain */
            rootDomainsToRootDomain: number | null;
            /** Sandbox */
            sandbox: boolean;
        };
        /**
         * SiteMetricsOut
         * @description SPEC §3 "Backlink metrics": the project's figures, its daily values, and its competitors'.
         */
        SiteMetricsOut: {
            /** Domainauthority */
            domainAuthority: number | null;
            /** Externalpagestorootdomain */
            externalPagesToRootDomain: number | null;
            /** Rootdomainstorootdomain */
            rootDomainsToRootDomain: number | null;
            /**
             * Daily
             * @description the last 30 days, oldest first
             */
            daily: components["schemas"]["DailyMetric"][];
            /**
             * Sites
             * @description the project first, then its competitors
             */
            sites: components["schemas"]["SiteMetricsEntry"][];
            /**
             * Evaluated
             * @description any link figure is known for the project
             */
            evaluated: boolean;
            /**
             * Locked
             * @description the plan has no backlinks (SPEC §6): no figures
             */
            locked: boolean;
        };
        /** SiteOut */
        SiteOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Url */
            url: string;
            /** Domain */
            domain: string;
            /** Ga Id */
            ga_id: string | null;
            /**
             * Gsc Site Url
             * @description the linked Search Console property (POST /sites/{id}/site_webmaster)
             */
            gsc_site_url: string | null;
            /** Country */
            country: string;
            /** Language */
            language: string;
            /** Creator Id */
            creator_id: number;
            /**
             * Role
             * @description the caller's role in this project
             * @enum {string}
             */
            role: "owner" | "manager" | "viewer";
            /** Keyword Count */
            keyword_count: number;
            /** Competitor Count */
            competitor_count: number;
            /** Yahoo Enabled */
            yahoo_enabled: boolean;
            /** Track Desktop */
            track_desktop: boolean;
            /** Track Mobile */
            track_mobile: boolean;
            /** Receiver Limitation */
            receiver_limitation: number;
            /** Recipients */
            recipients: string[];
            /** Shared */
            shared: boolean;
            /** Share Uuid */
            share_uuid: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            google_statistics?: components["schemas"]["GoogleStatistics"] | null;
            important_keywords?: components["schemas"]["ImportantKeywords"] | null;
            /** @description the latest completed site check (append=seo_optimization; null before one) */
            seo_optimization?: components["schemas"]["SeoOptimization"] | null;
        };
        /** SiteOverviewOut */
        SiteOverviewOut: {
            target: components["schemas"]["ResearchTargetOut"];
            /**
             * Backlinks Locked
             * @description the plan has no backlinks (SPEC §6): link figures are left out
             */
            backlinks_locked: boolean;
            /** Locked Message */
            locked_message: string | null;
            domain_rating: components["schemas"]["TrendFigure"] | null;
            url_rating: components["schemas"]["TrendFigure"] | null;
            backlinks: components["schemas"]["TrendFigure"] | null;
            referring_domains: components["schemas"]["TrendFigure"] | null;
            organic_keywords: components["schemas"]["TrendFigure"];
            organic_traffic: components["schemas"]["TrendFigure"];
            /**
             * Link Sources
             * @description where the links were found: crawler, commoncrawl, dataforseo, sandbox
             */
            link_sources: string[];
            /**
             * Sandbox
             * @description the links are the labelled sandbox web's
             */
            sandbox: boolean;
            /**
             * Volumes Sandbox
             * @description some search volumes are the sandbox's
             */
            volumes_sandbox: boolean;
            /**
             * Counted
             * @description this look counted a competitor_research use (the first of the target today)
             */
            counted: boolean;
        };
        /** SiteUpdate */
        SiteUpdate: {
            /** Name */
            name?: string | null;
            /** Url */
            url?: string | null;
            /** Country */
            country?: ("TW" | "HK" | "US" | "DE" | "GB" | "VN" | "ID" | "MY" | "SG" | "PH" | "IN" | "TH" | "JP" | "MX" | "BR") | null;
            /** Language */
            language?: ("zh-TW" | "zh-CN" | "en" | "ja") | null;
            /** Ga Id */
            ga_id?: string | null;
            /** Yahoo Enabled */
            yahoo_enabled?: boolean | null;
            /** Track Desktop */
            track_desktop?: boolean | null;
            /** Track Mobile */
            track_mobile?: boolean | null;
        };
        /**
         * SiteWebmasterIn
         * @description A Search Console property as Google names it ("https://coffee.tw/" or "sc-domain:coffee.tw"); null
         *     unlinks.
         */
        SiteWebmasterIn: {
            /** Siteurl */
            siteUrl: string | null;
        };
        /** SitemapIn */
        SitemapIn: {
            /** Url */
            url: string;
        };
        /** SitemapOut */
        SitemapOut: {
            /** Path */
            path: string;
            /** Last Submitted */
            last_submitted: string | null;
            /** Last Downloaded */
            last_downloaded: string | null;
            /** Is Pending */
            is_pending: boolean;
            /** Is Index */
            is_index: boolean;
            /** Errors */
            errors: number;
            /** Warnings */
            warnings: number;
            /** Submitted */
            submitted: number;
            /** Indexed */
            indexed: number;
        };
        /** SourceHealthOut */
        SourceHealthOut: {
            /** Name */
            name: string;
            /** Configured */
            configured: boolean;
            /** Healthy */
            healthy: boolean;
            /** Quota Used */
            quota_used?: number | null;
            /** Quota Limit */
            quota_limit?: number | null;
            /** Last Error */
            last_error?: string | null;
        };
        /**
         * StartedOut
         * @description Audits submitted: the evaluations (auditing) and the job whose ``job`` event says they ended.
         */
        StartedOut: {
            /** Data */
            data: components["schemas"]["PageEvaluationOut"][];
            /** Operation Id */
            operation_id: number;
            /** Message */
            message?: string | null;
        };
        /** StoredResultOut */
        StoredResultOut: {
            /** Position */
            position: number | null;
            /** Type */
            type: string;
            /** Url */
            url: string;
            /** Domain */
            domain: string;
            /** Title */
            title: string;
        };
        /** StoredSerpOut */
        StoredSerpOut: {
            /**
             * Day
             * Format: date
             */
            day: string;
            /** Sandbox */
            sandbox: boolean;
            /** Features */
            features: string[];
            /** Results */
            results: components["schemas"]["StoredResultOut"][];
        };
        /** SubCategoryOut */
        SubCategoryOut: {
            /** Id */
            id: string;
            names: components["schemas"]["Names"];
        };
        /** SubmissionOut */
        SubmissionOut: {
            /** Id */
            id: number;
            /**
             * Kind
             * @enum {string}
             */
            kind: "sitemap" | "inspection" | "indexing" | "indexnow";
            /** Url */
            url: string;
            /**
             * Status
             * @enum {string}
             */
            status: "ok" | "failed" | "refused";
            /** Answer */
            answer: {
                [key: string]: unknown;
            };
            /** Error Code */
            error_code: string | null;
            /**
             * Message
             * @description why it failed or was refused, in the request's language
             */
            message: string | null;
            /** User Email */
            user_email: string | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /**
         * SubscriptionOut
         * @description Plan, dates, ``{feature}_limitation`` values and ``{feature}_count``/``_called_count`` counters.
         */
        SubscriptionOut: {
            /** Plan Id */
            plan_id: number | null;
            plan: components["schemas"]["PlanOut"] | null;
            /** Status */
            status: string;
            /** End Date */
            end_date: string | null;
            /** Limitation */
            limitation: {
                [key: string]: number;
            };
            /**
             * Features
             * @description each feature's access as the server decides it (limits and gating)
             */
            features?: {
                [key: string]: components["schemas"]["FeatureAccessOut"];
            };
        } & {
            [key: string]: unknown;
        };
        /** SubscriptionRecordList */
        SubscriptionRecordList: {
            /** Data */
            data: components["schemas"]["SubscriptionRecordOut"][];
        };
        /** SubscriptionRecordOut */
        SubscriptionRecordOut: {
            /** Id */
            id: number;
            /** Plan Id */
            plan_id: number;
            /** Plan Name */
            plan_name: string | null;
            /**
             * Payment Type
             * @description 1 monthly, 2 yearly, null for trials
             */
            payment_type: number | null;
            /**
             * Start Date
             * Format: date-time
             */
            start_date: string;
            /** End Date */
            end_date: string | null;
            /**
             * Status
             * @enum {string}
             */
            status: "subscribing" | "ended";
        };
        /** SuggestionPage */
        SuggestionPage: {
            /** Url */
            url: string;
            /** Title */
            title: string | null;
            /** Mentions */
            mentions: number;
        };
        /** SuggestionsExportIn */
        SuggestionsExportIn: {
            /** Seed */
            seed: string;
            /**
             * Country
             * @default TW
             */
            country: string;
            /**
             * Language
             * @default zh-TW
             */
            language: string;
            /**
             * Rows
             * @description the keywords on screen, in the grid's order, with their source (at most 5,000, SPEC §9); their figures are read from the store
             */
            rows: components["schemas"]["ExportRowIn"][];
        };
        /** SuggestionsExportOut */
        SuggestionsExportOut: {
            /** Operation Id */
            operation_id: number;
            /**
             * Message
             * @description that the workbook will be mailed, and to which address, in the request's language
             */
            message: string;
        };
        /** SuggestionsIn */
        SuggestionsIn: {
            /**
             * Seed
             * @description the seed keyword (SPEC §5's keyword rules; at most 80 characters, 10 words)
             */
            seed: string;
            /**
             * Country
             * @description SPEC §3 country code
             * @default TW
             */
            country: string;
            /**
             * Language
             * @description zh-TW, zh-CN, ja or en
             * @default zh-TW
             */
            language: string;
        };
        /** SuggestionsOut */
        SuggestionsOut: {
            /** Data */
            data: components["schemas"]["KeywordSuggestion"][];
            /**
             * Site Check Id
             * @description the completed check the pages come from (null: none yet)
             */
            site_check_id: number | null;
        };
        /** TestSentOut */
        TestSentOut: {
            /** Sent To */
            sent_to: string;
        };
        /** TextRow */
        TextRow: {
            /** Url */
            url: string;
            /** Text */
            text: string | null;
            /**
             * Length
             * @description characters as readers see them (a CJK character or an emoji is one)
             */
            length: number;
            /**
             * Pixels
             * @description estimated width in the search result
             */
            pixels: number;
            /**
             * Unit
             * @description SPEC §5 reading: cjk (title 25-32, description 50-76 characters) or latin (50-60, 150-160)
             * @enum {string}
             */
            unit: "cjk" | "latin";
            /** Range */
            range: [
                number,
                number
            ];
            /**
             * Verdict
             * @enum {string}
             */
            verdict: "missing" | "too_short" | "too_long" | "duplicate" | "ok";
            /** Duplicates */
            duplicates: string[];
        };
        /** TitlesIn */
        TitlesIn: {
            /**
             * Word
             * @description the suggestion word every title must contain (SPEC §5: 1 for the title)
             */
            word?: string | null;
        };
        /** TokenCreated */
        TokenCreated: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Prefix */
            prefix: string;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Expires At */
            expires_at: string | null;
            /** Expired */
            expired: boolean;
            /** Last Used At */
            last_used_at: string | null;
            /**
             * Token
             * @description The token itself; shown only in this response
             */
            token: string;
        };
        /** TokenIn */
        TokenIn: {
            /** Name */
            name: string;
            /**
             * Expires At
             * @description null: the token never expires
             */
            expires_at?: string | null;
        };
        /** TokenList */
        TokenList: {
            /** Data */
            data: components["schemas"]["TokenOut"][];
        };
        /** TokenOut */
        TokenOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /** Prefix */
            prefix: string;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /** Expires At */
            expires_at: string | null;
            /** Expired */
            expired: boolean;
            /** Last Used At */
            last_used_at: string | null;
        };
        /**
         * ToolLimits
         * @description The tools' input limits as api/tools applies them (the console shows them while the user types).
         */
        ToolLimits: {
            /** Text Max Chars */
            text_max_chars: number;
            /** List Max Lines */
            list_max_lines: number;
            /** Line Max Chars */
            line_max_chars: number;
            /** Seed Max Chars */
            seed_max_chars: number;
            /** On Page Max Keywords */
            on_page_max_keywords: number;
        };
        /** TopPageOut */
        TopPageOut: {
            /** Url */
            url: string;
            /** Keywords */
            keywords: number;
            /** Traffic */
            traffic: number;
            /** Top Keyword */
            top_keyword: string;
            /** Top Position */
            top_position: number;
        };
        /** TopResultOut */
        TopResultOut: {
            /** Position */
            position: number | null;
            /** Url */
            url: string;
            /** Title */
            title: string;
        };
        /** TrackedFiguresOut */
        TrackedFiguresOut: {
            /** Keyword Id */
            keyword_id: number;
            /** Volume */
            volume: number | null;
            /** Cpc Usd */
            cpc_usd: number | null;
            /**
             * Competition
             * @description SPEC §9 level 0-4
             */
            competition: number | null;
            /**
             * Month
             * Format: date
             * @description the month the figures were fetched for
             */
            month: string;
            /** Sandbox */
            sandbox: boolean;
        };
        /** TrackedMetricsIn */
        TrackedMetricsIn: {
            /**
             * Keyword Ids
             * @description tracked keywords of the project (a grid block)
             */
            keyword_ids: number[];
        };
        /** TrackedMetricsOut */
        TrackedMetricsOut: {
            /**
             * Country
             * @description the project's country: the market the figures are of
             */
            country: string;
            /** Language */
            language: string;
            /**
             * Data
             * @description the keywords with figures in the research store; a keyword nobody has researched yet is absent
             */
            data: components["schemas"]["TrackedFiguresOut"][];
        };
        /** TrafficDayOut */
        TrafficDayOut: {
            /**
             * Key
             * Format: date
             */
            key: string;
            /** Sessions */
            sessions: number;
            /** Users */
            users: number;
        };
        /** TrafficTotals */
        TrafficTotals: {
            /** Sessions */
            sessions: number;
            /** Users */
            users: number;
            /** Engaged Sessions */
            engaged_sessions: number;
            /** Engagement Rate */
            engagement_rate: number;
            /** Bounce Rate */
            bounce_rate: number;
            /** Pages Per Session */
            pages_per_session: number;
            /** Average Session Duration */
            average_session_duration: number;
        };
        /** TrafficTotalsOut */
        TrafficTotalsOut: {
            /** Sessions */
            sessions: number;
            /** Users */
            users: number;
            /** Engaged Sessions */
            engaged_sessions: number;
            /** Engagement Rate */
            engagement_rate: number;
            /** Bounce Rate */
            bounce_rate: number;
            /** Pages Per Session */
            pages_per_session: number;
            /** Average Session Duration */
            average_session_duration: number;
        };
        /** TrendFigure */
        TrendFigure: {
            /**
             * Value
             * @description today's figure (None: not known)
             */
            value: number | null;
            /**
             * History
             * @description the last 12 months, oldest first
             */
            history: components["schemas"]["MonthValue"][];
        };
        /** TrialCodeIn */
        TrialCodeIn: {
            /** Code */
            code: string;
        };
        /** UpgradePlanOut */
        UpgradePlanOut: {
            /** Id */
            id: number;
            /** Key */
            key: string;
            /**
             * Names
             * @description the plan's name per language
             */
            names: {
                [key: string]: string;
            };
        };
        /** UrlsIn */
        UrlsIn: {
            /** Urls */
            urls: string[];
        };
        /** UserOut */
        UserOut: {
            /** Id */
            id: number;
            /** Email */
            email: string;
            /** Name */
            name: string | null;
            /** Title */
            title: string | null;
            /** Phone */
            phone: string | null;
            /** Country */
            country: string | null;
            /** Industry */
            industry: string | null;
            /** Language */
            language: string;
            /** Role */
            role: string;
            /** Email Verified At */
            email_verified_at: string | null;
            /** Email Verified */
            email_verified: boolean;
            /** Profile Completed */
            profile_completed: boolean;
            /** Referral Code */
            referral_code: string;
            /** Trial Code */
            trial_code: string | null;
            /** Google Linked */
            google_linked: boolean;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            subscription: components["schemas"]["SubscriptionOut"];
            /** @description with ?google_apps_profile=1: each Google purpose's state */
            google_apps?: components["schemas"]["GoogleAppsOut"] | null;
            /** @description GET /me in an admin's view as this user */
            impersonation?: components["schemas"]["ImpersonationOut"] | null;
        };
        /** VerifiedOut */
        VerifiedOut: {
            /** Email */
            email: string;
            /** Email Verified */
            email_verified: boolean;
        };
        /**
         * ViewAsIn
         * @description SPEC §7's ``admin/get_user_token``. ``switch_session``: this browser's session becomes the view (the console);
         *     the admin's own is kept to return to. Without it only the token is given (scripts).
         */
        ViewAsIn: {
            /** User Id */
            user_id: number;
            /**
             * Switch Session
             * @default false
             */
            switch_session: boolean;
        };
        /** ViewAsOut */
        ViewAsOut: {
            /** Api Token */
            api_token: string;
            /** Csrf Token */
            csrf_token: string;
            /**
             * Expires At
             * Format: date-time
             */
            expires_at: string;
        };
        /** VisibilityOut */
        VisibilityOut: {
            /**
             * Engine
             * @enum {string}
             */
            engine: "google" | "yahoo_jp" | "yahoo_tw";
            /**
             * Device
             * @enum {string}
             */
            device: "desktop" | "mobile";
            /** Data */
            data: components["schemas"]["VisibilityPointOut"][];
            /** Sandbox */
            sandbox: boolean;
        };
        /** VisibilityPointOut */
        VisibilityPointOut: {
            /**
             * Date
             * Format: date
             */
            date: string;
            /** Score */
            score: number | null;
            /** Keywords Checked */
            keywords_checked: number;
        };
        /** WarningOut */
        WarningOut: {
            /** Code */
            code: string;
            /** Message */
            message: string;
            /** Tags */
            tags?: string[];
        };
        /**
         * WebmasterMetricsOut
         * @description The last 30 days with data (ending on the newest day stored) against the 30 before.
         */
        WebmasterMetricsOut: {
            /**
             * State
             * @enum {string}
             */
            state: "ok" | "not_linked" | "ga3" | "google.not_authorized" | "google.token_expired" | "google.no_permission" | "google.quota_exceeded" | "google.fetch_failed" | "google.unavailable";
            /** Siteurl */
            siteUrl: string | null;
            period: components["schemas"]["Compared_Period_"];
            siteData: components["schemas"]["Compared_SearchTotalsOut_"];
            /**
             * Topclickkeywords
             * @description the period's top 20 queries by clicks
             */
            topClickKeywords: components["schemas"]["QueryOut"][];
            /** Sitedailydata */
            siteDailyData: components["schemas"]["SearchDayOut"][];
            /**
             * Lastdailydata
             * @description the days of the period before, in order
             */
            lastDailyData: components["schemas"]["SearchDayOut"][];
        };
        /** WebmasterSiteOut */
        WebmasterSiteOut: {
            /** Siteurl */
            siteUrl: string;
            /**
             * Exist
             * @description already the Search Console site of one of your projects
             */
            exist: boolean;
        };
        /** WeekOut */
        WeekOut: {
            /**
             * Start
             * Format: date
             */
            start: string;
            /**
             * End
             * Format: date
             */
            end: string;
            /**
             * Average
             * @description average position over the days_found days the site was found
             */
            average: number | null;
            /** Best */
            best: number | null;
            /** Days With Data */
            days_with_data: number;
            /** Days Found */
            days_found: number;
        };
        /** WordCountIn */
        WordCountIn: {
            /** Text */
            text: string;
        };
        /** WordCountOut */
        WordCountOut: {
            /** Characters */
            characters: number;
            /** Characters No Spaces */
            characters_no_spaces: number;
            /** Cjk Characters */
            cjk_characters: number;
            /** Words */
            words: number;
            /** Sentences */
            sentences: number;
            /** Paragraphs */
            paragraphs: number;
            /** Reading Seconds */
            reading_seconds: number;
            /** Language */
            language: string | null;
        };
        /** WriterAttachIn */
        WriterAttachIn: {
            /** Seo Writer Template Category Ids */
            seo_writer_template_category_ids: number[];
        };
        /** WriterCategoryIn */
        WriterCategoryIn: {
            /**
             * Name
             * @description unique among the caller's categories, ignoring case; at most 50 characters
             */
            name: string;
        };
        /** WriterCategoryList */
        WriterCategoryList: {
            /** Data */
            data: components["schemas"]["WriterCategoryOut"][];
        };
        /** WriterCategoryOut */
        WriterCategoryOut: {
            /** Id */
            id: number;
            /** Name */
            name: string;
            /**
             * Seo Writer Templates Count
             * @description documents the caller can open that carry it
             */
            seo_writer_templates_count: number;
        };
        /** WriterDetachIn */
        WriterDetachIn: {
            /**
             * Templates Id
             * @description one document id or several
             */
            templates_id: number | number[];
        };
        /** WriterDetachOneIn */
        WriterDetachOneIn: {
            /** Seo Writer Template Category Id */
            seo_writer_template_category_id: number;
        };
        /** WriterRestoreIn */
        WriterRestoreIn: {
            /**
             * Version
             * @description the document's version the caller last saw
             */
            version: number;
        };
        /** WriterShareIn */
        WriterShareIn: {
            /**
             * Editor Name
             * @description the name the guest edits under; required, at most 50 characters
             */
            editor_name: string;
            /**
             * Password
             * @description 4 to 64 characters
             */
            password: string;
            /**
             * Expires At
             * @description required; in the future, at most 90 days ahead
             */
            expires_at: string | null;
            /**
             * State
             * @description base64 of a Yjs update holding the editor's document: the XmlFragment 'default' (TipTap's body) and the Map 'fields' (keyword, title, description)
             */
            state: string;
        };
        /** WriterShareOut */
        WriterShareOut: {
            /** Uuid */
            uuid: string;
            /**
             * Url
             * @description the page a guest opens: /share/seo-writer/{uuid}
             */
            url: string;
            /** Editor Name */
            editor_name: string;
            /**
             * Expires At
             * Format: date-time
             */
            expires_at: string;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
        };
        /** WriterShareState */
        WriterShareState: {
            /** @description the running share, or null */
            data: components["schemas"]["WriterShareOut"] | null;
        };
        /** WriterShareUnlockIn */
        WriterShareUnlockIn: {
            /** Password */
            password: string;
        };
        /** WriterShareUnlockOut */
        WriterShareUnlockOut: {
            /**
             * Token
             * @description sent as X-Share-Token and as the WebSocket's share_token parameter
             */
            token: string;
            document: components["schemas"]["SharedDocumentOut"];
        };
        /** WriterTemplateBrief */
        WriterTemplateBrief: {
            /** Id */
            id: number;
            /** Keyword */
            keyword: string;
            /** Title */
            title: string;
            /** Description */
            description: string;
            /**
             * Category Ids
             * @description the caller's categories on it
             */
            category_ids: number[];
            /** Creator Id */
            creator_id: number;
            /** Creator Name */
            creator_name: string;
            /** Site Id */
            site_id: number | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
            /** Version */
            version: number;
        };
        /**
         * WriterTemplateCreate
         * @description A new document; every field may be empty (a draft: SPEC §5's title and content rule is the
         *     publishing one).
         */
        WriterTemplateCreate: {
            /**
             * Keyword
             * @description the target keyword
             * @default
             */
            keyword: string;
            /**
             * Title
             * @default
             */
            title: string;
            /**
             * Description
             * @default
             */
            description: string;
            /**
             * Content Html
             * @description sanitised before it is stored; at most 1 MB stored
             * @default
             */
            content_html: string;
            /**
             * Site Id
             * @description a project the caller manages: its members read the document
             */
            site_id?: number | null;
            /**
             * Category Ids
             * @description the caller's categories to tag it with
             */
            category_ids?: number[];
        };
        /** WriterTemplateOut */
        WriterTemplateOut: {
            /** Id */
            id: number;
            /** Keyword */
            keyword: string;
            /** Title */
            title: string;
            /** Description */
            description: string;
            /**
             * Category Ids
             * @description the caller's categories on it
             */
            category_ids: number[];
            /** Creator Id */
            creator_id: number;
            /** Creator Name */
            creator_name: string;
            /** Site Id */
            site_id: number | null;
            /**
             * Created At
             * Format: date-time
             */
            created_at: string;
            /**
             * Updated At
             * Format: date-time
             */
            updated_at: string;
            /** Version */
            version: number;
            /**
             * Content Html
             * @description sanitised HTML (nh3)
             */
            content_html: string;
            /**
             * Share Active
             * @description a share link runs: the text is co-edited (the collab WebSocket), and saves of keyword, title, description and content answer 409
             * @default false
             */
            share_active: boolean;
        };
        /**
         * WriterTemplateUpdate
         * @description An edit (the editor's autosave): only the fields sent change.
         */
        WriterTemplateUpdate: {
            /**
             * Version
             * @description the document's version the edit was made on; another answers 409 writer.version_conflict and nothing is saved
             */
            version: number;
            /** Keyword */
            keyword?: string | null;
            /** Title */
            title?: string | null;
            /** Description */
            description?: string | null;
            /** Content Html */
            content_html?: string | null;
            /**
             * Site Id
             * @description move to a project the caller manages (its creator only)
             */
            site_id?: number | null;
            /**
             * Detach Site
             * @description take it out of its project (its creator only)
             * @default false
             */
            detach_site: boolean;
        };
        /** WriterVersionList */
        WriterVersionList: {
            /** Data */
            data: components["schemas"]["WriterVersionOut"][];
        };
        /** WriterVersionOut */
        WriterVersionOut: {
            /** Version */
            version: number;
            /** Title */
            title: string;
            /**
             * Saved By
             * @description the editor's name; null when that account is gone
             */
            saved_by: string | null;
            /** Restored From */
            restored_from: number | null;
            /**
             * Created At
             * Format: date-time
             * @description the first save this entry holds
             */
            created_at: string;
            /**
             * Saved At
             * Format: date-time
             * @description the last
             */
            saved_at: string;
        };
        /**
         * ErrorOut
         * @description The error body of every 4xx and 5xx answer.
         */
        ErrorOut: {
            /**
             * Code
             * @description Stable machine code, e.g. plan.limit_reached
             */
            code: string;
            /**
             * Message
             * @description The message in the request's locale
             */
            message: string;
            /**
             * Fields
             * @default null
             */
            fields: components["schemas"]["FieldErrorOut"][] | null;
        };
        /** FieldErrorOut */
        FieldErrorOut: {
            /** Field */
            field: string;
            /** Code */
            code: string;
            /** Message */
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health_api_health_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    constants_api_constants_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Constants"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    news_tickers_api_news_tickers_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_NewsTicker_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    register_api_register_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    login_api_login_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    logout_api_logout_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    me_api_me_get: {
        parameters: {
            query?: {
                google_apps_profile?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    update_me_api_me_patch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MeUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    complete_profile_api_me_profile_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    change_password_api_me_password_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    add_trial_code_api_me_trial_code_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrialCodeIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    resend_verification_api_email_verification_resend_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    verify_email_api_verify_email_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkTokenIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifiedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    forget_password_api_forget_password_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    reset_password_api_reset_password_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_tokens_api_tokens_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_token_api_tokens_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenCreated"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    revoke_token_api_tokens__token_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    google_config_api_google_apps_config_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleConfigOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    google_apps_api_google_apps_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleAppsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    link_google_app_api_google_apps_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleAppIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleAppsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    unlink_google_app_api_google_apps__purpose__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                purpose: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    ga_properties_api_google_apps_ga_properties_get: {
        parameters: {
            query?: {
                index?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GaPropertiesOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    webmaster_sites_api_webmaster_sites_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebmasterSiteOut"][];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    start_google_sign_in_api_login_google_start_get: {
        parameters: {
            query: {
                redirect_uri: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInStartOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    google_sign_in_api_login_google_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleSignInIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthOut"] | components["schemas"]["LinkNeededOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    google_link_sign_in_api_login_google_link_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLinkIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    mail_google_link_api_login_google_link_email_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLinkMailIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    confirm_google_link_api_login_google_link_confirm_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLinkConfirmIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    stream_api_event_stream_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: version, force_logout, job, ranking_drop. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_overview_api_sites_research_overview_get: {
        parameters: {
            query: {
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteOverviewOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_backlinks_api_sites_research_backlinks_get: {
        parameters: {
            query: {
                /** @description backlinks only: true for lost links, false for live ones */
                lost?: boolean | null;
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchGridPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_referring_domains_api_sites_research_referring_domains_get: {
        parameters: {
            query: {
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchGridPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_anchors_api_sites_research_anchors_get: {
        parameters: {
            query: {
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchGridPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_organic_keywords_api_sites_research_organic_keywords_get: {
        parameters: {
            query: {
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchGridPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_top_pages_api_sites_research_top_pages_get: {
        parameters: {
            query: {
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchGridPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_competitors_api_sites_research_competitors_get: {
        parameters: {
            query: {
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResearchGridPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_compare_api_sites_research_compare_get: {
        parameters: {
            query: {
                /** @description up to five domains or URLs */
                targets: string[];
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCompareOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_export_csv_api_sites_research_export_csv_get: {
        parameters: {
            query: {
                /** @description a domain or URL: a bare domain or home page is the whole domain, a URL with a path that URL prefix; IDNs in Unicode or punycode */
                target: string;
                grid: "backlinks" | "referring-domains" | "anchors" | "organic-keywords" | "top-pages" | "competitors";
                /** @description SPEC §3 country code */
                country?: string;
                /** @description zh-TW, zh-CN, ja or en */
                language?: string;
                /** @description backlinks only: true for lost links, false for live ones */
                lost?: boolean | null;
                /** @description the first rows (at most 5,000) */
                rows?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_export_api_sites_research_export_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteExportIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteExportOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    research_history_api_sites_research_history_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_ResearchHistoryOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_metrics_api_sites__site_id__metrics_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteMetricsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_sites_api_sites_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                /** @description 1: every project as {id, name, url, domain}, unpaginated */
                all?: boolean;
                "filter[name]"?: string | null;
                "filter[url]"?: string | null;
                /** @description info (the default); another name is 422 project.append_unknown */
                append?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_SiteOut_"] | components["schemas"]["DataList_SiteBrief_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_site_api_sites_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteCreate"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_site_api_sites__site_id__get: {
        parameters: {
            query?: {
                /** @description comma-separated sections: google_statistics, important_keywords, seo_optimization; an unknown one is 422 project.append_unknown */
                append?: string | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_site_api_sites__site_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    update_site_api_sites__site_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_competitors_api_sites__site_id__competitors_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_CompetitorOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    add_competitors_api_sites__site_id__batch_add_competitors_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompetitorsAdd"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_CompetitorOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_competitor_api_competitors__competitor_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                competitor_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_keywords_api_sites__site_id__keywords_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                "filter[text]"?: string | null;
                "filter[category_id]"?: number | null;
                "filter[pinned]"?: boolean | null;
                /** @description all, or a performance tab */
                tab?: "all" | "worst_decline" | "best" | "most_improved" | "pinned" | "competitors";
                /** @description order of the all and pinned tabs; - for descending */
                sort?: "id" | "-id" | "text" | "-text" | "created_at" | "-created_at" | "position" | "-position";
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
                start?: string | null;
                end?: string | null;
                period?: ("7" | "30" | "90" | "all") | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    add_keywords_api_sites__site_id__batch_keywords_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordsAdd"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_KeywordOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_keywords_api_sites__site_id__keywords_batch_delete_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordIds"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_keyword_api_keywords__keyword_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyword_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    update_keyword_api_keywords__keyword_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyword_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_categories_api_sites__site_id__keyword_categories_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_CategoryOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_category_api_sites__site_id__keyword_categories_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_category_api_keyword_categories__category_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    rename_category_api_keyword_categories__category_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    attach_category_api_sites__site_id__batch_attach_keyword_categories__category_id__post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
                category_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordIds"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    detach_category_api_sites__site_id__batch_detach_keyword_categories__category_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
                category_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordIds"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_recipients_api_sites__site_id__recipients_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    set_recipients_api_sites__site_id__recipients_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecipientsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    share_site_api_sites__site_id__share_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    unshare_site_api_sites__site_id__share_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_members_api_sites__site_id__members_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_MemberOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    invite_member_api_sites__site_id__members_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSent"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_invitations_api_sites__site_id__members_invitations_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_InvitationOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    revoke_invitation_api_sites__site_id__members_invitations__invitation_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
                invitation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    accept_invitation_api_invitations_accept_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAccept"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationAccepted"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    remove_member_api_sites__site_id__members__member_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
                member_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    change_member_role_api_sites__site_id__members__member_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
                member_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    ranking_update_status_api_sites__site_id__ranking_update_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingUpdateStatus"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    start_ranking_update_api_sites__site_id__ranking_update_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingUpdateStatus"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_rankings_api_keywords__keyword_id__rankings_get: {
        parameters: {
            query?: {
                /** @description competitor ids (default: every competitor) */
                competitor?: number[];
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
                start?: string | null;
                end?: string | null;
                period?: ("7" | "30" | "90" | "all") | null;
            };
            header?: {
                /** @description a shared report's uuid, read with its viewer cookie (POST /shared_report/unlock) */
                "X-Share-UUID"?: string | null;
            };
            path: {
                keyword_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordRankingsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_day_serp_api_keywords__keyword_id__serp_get: {
        parameters: {
            query?: {
                /** @description the day to read (default: the latest checked day) */
                end?: string | null;
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
            };
            header?: {
                /** @description a shared report's uuid, read with its viewer cookie (POST /shared_report/unlock) */
                "X-Share-UUID"?: string | null;
            };
            path: {
                keyword_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaySerpOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    unlock_shared_report_api_shared_report_unlock_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareUnlockIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    shared_report_api_shared_report_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                /** @description all, or a performance tab */
                tab?: "all" | "worst_decline" | "best" | "most_improved" | "pinned" | "competitors";
                /** @description order of the all and pinned tabs; - for descending */
                sort?: "id" | "-id" | "text" | "-text" | "created_at" | "-created_at" | "position" | "-position";
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
                start?: string | null;
                end?: string | null;
                period?: ("7" | "30" | "90" | "all") | null;
            };
            header?: {
                /** @description a shared report's uuid, read with its viewer cookie (POST /shared_report/unlock) */
                "X-Share-UUID"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_KeywordOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    shared_report_site_api_shared_report_site_get: {
        parameters: {
            query?: never;
            header?: {
                /** @description a shared report's uuid, read with its viewer cookie (POST /shared_report/unlock) */
                "X-Share-UUID"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedSiteOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    visibility_api_sites__site_id__visibility_get: {
        parameters: {
            query?: {
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
                start?: string | null;
                end?: string | null;
                period?: ("7" | "30" | "90" | "all") | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisibilityOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    drop_alerts_api_sites__site_id__drop_alerts_get: {
        parameters: {
            query?: {
                /** @description the day to read (default: the latest checked day) */
                end?: string | null;
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropAlertsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_ranking_settings_api_sites__site_id__ranking_settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingSettingsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    put_ranking_settings_api_sites__site_id__ranking_settings_put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RankingSettingsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingSettingsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_gap_stats_api_sites__site_id__keyword_gap_stats_get: {
        parameters: {
            query?: {
                /** @description the day to read (default: the latest checked day) */
                end?: string | null;
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GapStatsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_gap_api_sites__site_id__keyword_gap_get: {
        parameters: {
            query?: {
                group?: "common" | "lead" | "behind" | "missing" | "unique" | "all" | "exclude";
                /** @description the day to read (default: the latest checked day) */
                end?: string | null;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GapPageOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    exclude_keywords_api_sites__site_id__keyword_gap_exclusions_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordIdsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordIdsIn"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    include_keywords_api_sites__site_id__keyword_gap_exclusions_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordIdsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordIdsIn"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    serp_competitors_api_sites__site_id__serp_competitors_get: {
        parameters: {
            query?: {
                interval?: "1d" | "3d" | "7d" | "1m";
                /** @description the day to read (default: the latest checked day) */
                end?: string | null;
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerpCompetitorsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    compare_serp_trends_api_sites__site_id__serp_trend_get: {
        parameters: {
            query: {
                /** @description up to 10 keywords to compare */
                keyword_ids: number[];
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
                start?: string | null;
                end?: string | null;
                period?: ("7" | "30" | "90" | "all") | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerpTrendsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_serp_trend_api_keywords__keyword_id__serp_trend_get: {
        parameters: {
            query?: {
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
                start?: string | null;
                end?: string | null;
                period?: ("7" | "30" | "90" | "all") | null;
            };
            header?: never;
            path: {
                keyword_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SerpTrendsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    start_rank_check_api_tool_rank_check_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RankCheckIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankCheckOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    rank_check_result_api_tool_rank_check__operation_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankCheckOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    ranking_report_csv_api_sites__site_id__ranking_report_csv_get: {
        parameters: {
            query?: {
                engine?: ("google" | "yahoo_jp" | "yahoo_tw") | null;
                device?: ("desktop" | "mobile") | null;
                end?: string | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    mail_ranking_report_api_sites__site_id__ranking_report_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExportIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationRef"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    link_ga_api_sites__site_id__site_ga_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteGaIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    link_webmaster_api_sites__site_id__site_webmaster_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteWebmasterIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    webmaster_metrics_api_sites__site_id__site_webmaster_metrics_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebmasterMetricsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    ga_metrics_api_sites__site_id__site_ga_metrics_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GaMetricsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    send_weekly_test_api_sites__site_id__weekly_report_test_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSentOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    monthly_report_api_sites__site_id__monthly_report_get: {
        parameters: {
            query?: {
                /** @description YYYY-MM; the last full calendar month when left out */
                month?: string | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyReport"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    monthly_report_pdf_api_sites__site_id__monthly_report_pdf_get: {
        parameters: {
            query?: {
                /** @description YYYY-MM; the last full calendar month when left out */
                month?: string | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    send_monthly_test_api_sites__site_id__monthly_report_test_post: {
        parameters: {
            query?: {
                /** @description YYYY-MM; the last full calendar month when left out */
                month?: string | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestSentOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    monthly_emails_api_sites__site_id__monthly_report_emails_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyEmailsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    add_monthly_email_api_sites__site_id__monthly_report_emails_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonthlyEmailIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyEmailsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_monthly_email_api_sites__site_id__monthly_report_emails_delete: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyEmailsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_suggestions_api_research_suggestions_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuggestionsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordIdeasOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    export_suggestions_api_research_suggestions_export_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuggestionsExportIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionsExportOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_overview_api_research_overview_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OverviewIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverviewOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    tracked_keyword_metrics_api_sites__site_id__keyword_metrics_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrackedMetricsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackedMetricsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_network_api_research_network_get: {
        parameters: {
            query: {
                /** @description the project whose tracked keywords are drawn */
                site_id: number;
                /** @description the fewest shared top-10 URLs that link two keywords */
                min_shared?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_lists_api_keyword_lists_get: {
        parameters: {
            query?: {
                /** @description `items` to include each list's keywords */
                include?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordListPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_list_api_keyword_lists_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordListIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordListOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_list_api_keyword_lists__list_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordListOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_list_api_keyword_lists__list_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    rename_list_api_keyword_lists__list_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordListRename"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordListOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    add_keywords_api_keyword_lists__list_id__keywords_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListKeywordsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListKeywordsAdded"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    remove_keywords_api_keyword_lists__list_id__keywords_batch_delete_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListItemIds"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    refresh_metrics_api_keyword_lists__list_id__refresh_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeywordListOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    export_list_api_keyword_lists__list_id__export_csv_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    send_to_project_api_keyword_lists__list_id__send_to_project_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                list_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendToProjectIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentToProject"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    send_keywords_api_sites__site_id__send_keywords_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeywordsToProjectIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentToProject"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_checks_api_sites__site_id__site_checks_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_SiteCheckOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    start_site_check_api_sites__site_id__site_checks_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteCheckIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCheckOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    latest_site_check_api_sites__site_id__site_checks_latest_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCheckOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_api_site_checks__check_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCheckOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_issues_api_site_checks__check_id__issues_get: {
        parameters: {
            query?: {
                category?: components["schemas"]["Category"] | null;
                severity?: ("error" | "warning" | "notice") | null;
            };
            header?: never;
            path: {
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuesOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_issue_api_site_checks__check_id__issues__check__get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path: {
                check_id: number;
                check: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssueUrlsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_pages_api_site_checks__check_id__pages_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                sort?: "url" | "status_code" | "title" | "depth" | "score" | "word_count" | "ttfb_ms" | "size_bytes" | "errors" | "warnings" | "notices" | "indexable";
                order?: "asc" | "desc";
                q?: string | null;
                status?: ("2xx" | "3xx" | "4xx" | "5xx" | "none") | null;
            };
            header?: never;
            path: {
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_PageRow_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_broken_links_api_site_checks__check_id__broken_links_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                type?: ("internal" | "external") | null;
            };
            header?: never;
            path: {
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_BrokenLink_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_titles_api_site_checks__check_id__titles_get: {
        parameters: {
            query?: {
                kind?: "title" | "description";
                filter?: ("missing" | "too_short" | "too_long" | "duplicate" | "ok") | null;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path: {
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_TextRow_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_csv_api_site_checks__check_id__export_csv_get: {
        parameters: {
            query?: {
                check?: string | null;
            };
            header?: never;
            path: {
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_check_pdf_api_site_checks__check_id__report_pdf_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                check_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    internal_link_suggestions_api_sites__site_id__pages_internal_links_keywords_suggestion_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuggestionsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    start_page_check_api_tool_checker_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckerIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckerJobOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    page_check_api_tool_checker__job_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description a page check's token, as POST /tool/checker gave it */
                job_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckerJobOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_evaluations_api_sites__site_id__pages_evaluations_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                /** @description 1: being audited, 0: not */
                auditing?: boolean | null;
                /** @description 1: evaluated, 0: not */
                success_audited?: boolean | null;
                /** @description part of the target keyword */
                target_keyword?: string | null;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationPage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    add_api_sites__site_id__page_evaluations_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageEvaluationIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    batch_api_sites__site_id__page_evaluations_batch_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    import_pages_api_sites__site_id__page_evaluations_import_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    re_audit_all_api_sites__site_id__page_evaluations_re_audit_all_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StartedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    re_audit_api_re_audit_page_evaluation__page_evaluation_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                page_evaluation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReauditOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    destroy_api_sites__site_id__page_evaluations_destroy_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestroyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestroyedOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    report_api_page_evaluations__page_evaluation_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                page_evaluation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    operation_history_api_operation_history_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                /** @description only operations of this type */
                type?: string | null;
                /** @description only operations of this project */
                site_id?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_OperationOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexing_overview_api_sites__site_id__indexing_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexingOverviewOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexing_sitemaps_api_sites__site_id__indexing_sitemaps_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitemapOut"][];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexing_submit_sitemap_api_sites__site_id__indexing_sitemaps_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SitemapIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexing_inspect_api_sites__site_id__indexing_inspections_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UrlsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_SubmissionOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexing_notify_api_sites__site_id__indexing_notifications_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotifyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_SubmissionOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexnow_new_key_api_sites__site_id__indexing_indexnow_key_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexNowKeyOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexnow_verify_api_sites__site_id__indexing_indexnow_verify_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndexNowKeyOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexnow_submit_api_sites__site_id__indexing_indexnow_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UrlsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_SubmissionOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    indexing_history_api_sites__site_id__indexing_history_get: {
        parameters: {
            query?: {
                kind?: ("sitemap" | "inspection" | "indexing" | "indexnow") | null;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path: {
                site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_SubmissionOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    plans_api_plans_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanCatalogueOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    subscriptions_api_subscriptions_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionRecordList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    price_quote_api_billing_quote_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    checkout_api_billing_checkout_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    order_api_billing_orders__trade_no__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trade_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    cancel_api_billing_orders__trade_no__cancel_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trade_no: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    payments_api_billing_payments_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    referrals_summary_api_billing_referrals_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    receipt_api_billing_payments__payment_id__receipt_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payment_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiptOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    receipt_pdf_api_billing_payments__payment_id__receipt_pdf_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                payment_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    contact_api_contact_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    word_count_api_tool_count_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WordCountIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WordCountOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    deduplicate_api_tool_deduplicate_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeduplicateIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeduplicateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    keyword_diff_api_tool_diff_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiffIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiffOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    related_keywords_api_tool_related_keywords_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RelatedIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatedListOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    start_on_page_check_api_tool_keyword_on_page_check_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OnPageCheckIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnPageCheckOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    on_page_check_result_api_tool_keyword_on_page_check__operation_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnPageCheckOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    export_on_page_check_api_tool_keyword_on_page_check__operation_id__export_csv_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operation_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_fleets_api_operations_fleets_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_changes_api_operations_changes_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetChangesOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    pause_fleet_api_operations_fleets__name__pause_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    resume_fleet_api_operations_fleets__name__resume_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    update_fleet_api_operations_fleets__name__put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FleetSettingsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    retry_fleet_api_operations_fleets__name__retry_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_codes_api_admin_codes_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_code_api_admin_codes_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    expire_code_api_admin_codes__code_id__expire_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    audit_log_api_admin_audit_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    find_users_api_admin_users_get: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    extend_trial_api_admin_users__user_id__extend_trial_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExtendTrialIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    set_disabled_api_admin_users__user_id__disabled_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    user_payments_api_admin_users__user_id__payments_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_user_token_api_admin_get_user_token_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ViewAsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewAsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    end_view_api_admin_view_as_end_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_news_api_admin_news_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_news_api_admin_news_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    update_news_api_admin_news__news_id__put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                news_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_news_api_admin_news__news_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                news_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    revenue_figures_api_admin_revenue_get: {
        parameters: {
            query?: {
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    billing_issues_list_api_admin_billing_issues_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingIssuesOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    reissue_invoice_api_admin_billing_invoices__invoice_id__reissue_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invoice_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReissueIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_plans_api_admin_plans_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    edit_plan_api_admin_plans__plan_id__put: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plan_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanEditIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPlanEditOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    line_status_api_line_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineStatusOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    start_binding_api_line_bind_start_get: {
        parameters: {
            query: {
                redirect_uri: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineBindStartOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    bind_api_line_bind_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LineBindIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineStatusOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    unbind_api_line_bind_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    categories_api_text_comply_categories_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoriesOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    text_comply_api_text_comply_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplyOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    text_comply_review_api_text_comply_review_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplyIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplyOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    content_score_api_writers_content_score_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentScoreIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentScoreOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_sites_api_cms_sites_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_CmsSiteOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    add_site_api_cms_sites_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsSiteIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsSiteOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_site_api_cms_sites__cms_site_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cms_site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    update_site_api_cms_sites__cms_site_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cms_site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsSiteUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsSiteOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    site_categories_api_cms_sites__cms_site_id__categories_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cms_site_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataList_CmsCategoryOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_post_api_cms_sites__cms_site_id__posts_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cms_site_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CmsPostIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsPostOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_posts_api_cms_posts_get: {
        parameters: {
            query?: {
                cms_site_id?: number | null;
                source_kind?: ("seo_writer" | "ai_writer") | null;
                source_id?: number | null;
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_CmsPostOut_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_templates_api_seo_writer_templates_get: {
        parameters: {
            query?: {
                /** @description 1-based page number */
                page?: number;
                /** @description rows per page */
                per_page?: number;
                /** @description one of the caller's categories */
                "filter[category_id]"?: number | null;
                "filter[site_id]"?: number | null;
                /** @description text in the title or the target keyword */
                search?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Page_WriterTemplateBrief_"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_template_api_seo_writer_templates_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterTemplateCreate"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterTemplateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Over 1 MB stored (writer.too_large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_template_api_seo_writer_templates__template_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterTemplateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_template_api_seo_writer_templates__template_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    update_template_api_seo_writer_templates__template_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterTemplateUpdate"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterTemplateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Over 1 MB stored (writer.too_large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_versions_api_seo_writer_templates__template_id__versions_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterVersionList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    restore_version_api_seo_writer_templates__template_id__versions__version__restore_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
                version: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterRestoreIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterTemplateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_categories_api_seo_writer_template_categories_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterCategoryList"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_category_api_seo_writer_template_categories_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterCategoryIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterCategoryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_category_api_seo_writer_template_categories__category_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    rename_category_api_seo_writer_template_categories__category_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterCategoryIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterCategoryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    detach_documents_api_seo_writer_template_categories__category_id__detach_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterDetachIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterCategoryOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    attach_categories_api_seo_writer_templates__template_id__seo_writer_template_categories_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterAttachIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterTemplateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    detach_category_api_seo_writer_templates__template_id__seo_writer_template_categories_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterDetachOneIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterTemplateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_share_api_seo_writer_templates__template_id__share_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterShareState"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_share_api_seo_writer_templates__template_id__share_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterShareIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterShareOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    stop_share_api_seo_writer_templates__template_id__share_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                template_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    unlock_share_api_share_seo_writer__share_uuid__unlock_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                share_uuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WriterShareUnlockIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterShareUnlockOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_shared_document_api_share_seo_writer__share_uuid__get: {
        parameters: {
            query?: never;
            header?: {
                "X-Share-Token"?: string | null;
            };
            path: {
                share_uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedDocumentOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    writer_status_api_ai_writer_status_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiWriterStatus"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    list_articles_api_ai_articles_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiArticlePage"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation failed; `fields` names each invalid field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    create_article_api_ai_articles_post: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiArticleIn"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiArticleOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    get_article_api_ai_articles__article_id__get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiArticleOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    delete_article_api_ai_articles__article_id__delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    edit_article_api_ai_articles__article_id__patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AiArticlePatch"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AiArticleOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    preview_article_api_ai_articles__article_id__preview_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    copy_to_seo_writer_api_ai_articles__article_id__seo_writer_document_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WriterTemplateOut"];
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    generate_titles_api_ai_articles__article_id__titles_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TitlesIn"];
            };
        };
        responses: {
            /** @description Server-sent events: delta {text} or items {items} as the model writes, then done {article} or error {code, message}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    generate_description_api_ai_articles__article_id__description_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: delta {text} or items {items} as the model writes, then done {article} or error {code, message}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    generate_sections_api_ai_articles__article_id__sections_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SectionsIn"];
            };
        };
        responses: {
            /** @description Server-sent events: delta {text} or items {items} as the model writes, then done {article} or error {code, message}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
    generate_paragraph_api_ai_articles__article_id__sections__index__paragraph_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                article_id: number;
                /** @description the section's place, from 0 */
                index: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParagraphIn"];
            };
        };
        responses: {
            /** @description Server-sent events: delta {text} or items {items} as the model writes, then done {article} or error {code, message}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            /** @description Bad request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Insufficient permission or a plan without this feature */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Conflict with existing data */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Validation Error */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
            /** @description Usage limit reached, or too many attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorOut"];
                };
            };
        };
    };
}
