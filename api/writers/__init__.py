"""The writers area: the SEO writer, its checks, the AI writer (SPEC §5)."""
