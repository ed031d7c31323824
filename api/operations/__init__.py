"""Crawl operations: every spider fleet's state and controls, for the operators (admin role)."""
