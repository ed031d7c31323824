"""Keyword research in the analytics store: keyword metrics cached per month (``keyword_metrics``), ideas
harvested from the stored SERPs, and the keyword difficulty and search intent read from them."""
