"""The site audit crawl: fetching a site, extracting page facts, and the guards around it."""
