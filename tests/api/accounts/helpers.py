"""Helpers for the accounts tests: the SMTP inbox, reading mails and links, signing up."""

from __future__ import annotations

import email
import re
import socket
import time
from email import policy
from email.message import EmailMessage
from urllib.parse import parse_qs, urlsplit

PASSWORD = "Secret-pass-1"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Inbox:
    """What the SMTP server received."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []

    async def handle_DATA(self, server, session, envelope) -> str:  # aiosmtpd handler hook
        self.messages.append(email.message_from_bytes(envelope.original_content, policy=policy.default))
        return "250 Message accepted for delivery"

    def wait_for(self, to: str, count: int = 1, timeout: float = 5.0) -> list[EmailMessage]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = [m for m in self.messages if m["To"] == to]
            if len(found) >= count:
                return found
            time.sleep(0.02)
        raise AssertionError(f"expected {count} mail(s) to {to}, got {[m['To'] for m in self.messages]}")

    def last(self, to: str) -> EmailMessage:
        return self.wait_for(to)[-1]


def text_of(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def html_of(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("html",)).get_content()


def link_in(message: EmailMessage) -> str:
    return re.search(r"https?://\S+", text_of(message)).group(0)


def token_of(link: str) -> str:
    return parse_qs(urlsplit(link).query)["token"][0]


def register(client, email_address: str, password: str = PASSWORD, **extra):
    return client.post("/api/register", json={"email": email_address, "password": password, **extra})


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
