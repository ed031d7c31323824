"""The advertising-law check of writer texts (Taiwan's and Japan's lists in rules/): :func:`check` finds the
wording each chosen category forbids or needs proof for; :func:`tree` and :func:`validate` are the
category choice (SPEC §5). Pure: no database, no network."""

from analytics.writers.compliance.categories import MAX_SUB_CATEGORIES, Problem, tree, validate
from analytics.writers.compliance.engine import Finding, check

__all__ = ["MAX_SUB_CATEGORIES", "Finding", "Problem", "check", "tree", "validate"]
