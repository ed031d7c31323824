"""Links and competitor research: the link crawl fleet's tasks, the research API, a project's authority figures."""
