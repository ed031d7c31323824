"""Scrapy settings shared by every RankLens spider; spiders are added area by area."""

BOT_NAME = "ranklens"
SPIDER_MODULES = ["crawler.spiders"]
NEWSPIDER_MODULE = "crawler.spiders"
USER_AGENT = "RankLensBot/0.1 (+https://ranklens.local/bot)"
ROBOTSTXT_OBEY = True
TWISTED_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
AUTOTHROTTLE_ENABLED = True
FEED_EXPORT_ENCODING = "utf-8"
