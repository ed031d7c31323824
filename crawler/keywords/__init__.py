"""Keyword data from outside: suggestions (Google Autocomplete), and volume, CPC and competition (Google
Ads API's KeywordPlanIdeaService over REST, DataForSEO's Keywords Data API), with a sandbox that makes
deterministic figures when nothing is configured. The clients read no application settings: the web app
hands them their URLs and credentials (api/research/sources.py), as it does the SERP sources.

They live here, beside the SERP API clients (crawler/serp/sources.py), because this layer is the one that
talks to outside services with their failure model (a provider's error is data, kind and retry hint), and
the import contract keeps it free of the web app, so a worker or a CLI can use them without FastAPI.
"""
