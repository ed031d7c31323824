"""Support fixtures: the accounts tests' settings override and real SMTP server (aiosmtpd)."""

from tests.api.accounts.conftest import configure, smtp

__all__ = ["configure", "smtp"]
