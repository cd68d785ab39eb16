"""Templates for bulk mail: brand newsletters, notifications and receipts.

Each helper returns a `Mail` with a text/plain part and a matching HTML part (tracking
links, a 1x1 open pixel, an inline cid logo when the brand has one) and the headers bulk
senders add (List-Unsubscribe, Feedback-ID, Precedence).
"""
from __future__ import annotations

import hashlib
import html as _html
import re
from dataclasses import dataclass

from . import assets
from .model import Attachment, Mail, Person


def token(*parts: str, n: int = 22) -> str:
    h = hashlib.sha256("|".join(parts).encode()).digest()
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    num = int.from_bytes(h, "big")
    out = []
    for _ in range(n):
        num, r = divmod(num, len(alphabet))
        out.append(alphabet[r])
    return "".join(out)


@dataclass(frozen=True)
class Brand:
    name: str
    sender: Person
    site: str                     # https://www.brand.example
    color: str
    address: str                  # postal address for the footer
    reason: str                   # why the reader gets this mail
    tracking: str = "click"       # click | utm | plain
    logo: bool = True
    accent: str = "#ffffff"
    shape: str = "dot"
    category: str = "promotions"
    list_id: str | None = None    # some senders add a List-Id to newsletters

    @property
    def domain(self) -> str:
        return self.site.split("//", 1)[1].split("/", 1)[0].removeprefix("www.")

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.name.lower()).strip("-")


def link(brand: Brand, path: str, campaign: str) -> str:
    target = path if path.startswith("http") else brand.site + path
    if brand.tracking == "click":
        return f"https://click.{brand.domain}/ls/click?upn={token(target, campaign, n=40)}"
    if brand.tracking == "utm":
        sep = "&" if "?" in target else "?"
        return f"{target}{sep}utm_source=newsletter&utm_medium=email&utm_campaign={campaign}"
    return target


def bulk_headers(brand: Brand, campaign: str) -> list[tuple[str, str]]:
    t = token(brand.name, campaign, n=24)
    headers = [
        ("List-Unsubscribe",
         f"<mailto:unsubscribe+{t}@{brand.sender.domain}?subject=unsubscribe>, "
         f"<https://{brand.sender.domain}/u/{t}>"),
        ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"),
        ("Feedback-ID", f"{campaign}:{brand.slug}:newsletter:esp"),
        ("Precedence", "bulk"),
        ("X-Campaign-ID", campaign),
    ]
    if brand.list_id:
        headers.insert(0, ("List-Id", f"{brand.name} <{brand.list_id}>"))
    return headers


def _e(s: str) -> str:
    return _html.escape(s, quote=True)


def _logo(brand: Brand, campaign: str) -> tuple[str, list[Attachment]]:
    if not brand.logo:
        return (f'<span style="font:bold 20px Helvetica,Arial,sans-serif;color:#ffffff;">'
                f'{_e(brand.name)}</span>'), []
    cid = f"logo.{brand.slug}@{brand.sender.domain}"
    img = Attachment("logo.png", "image/png", assets.png(brand.color, 16, brand.accent, brand.shape),
                     cid=cid, disposition="inline")
    return (f'<img src="cid:{cid}" width="32" height="32" alt="{_e(brand.name)}" '
            f'style="vertical-align:middle;border:0;"> <span style="font:bold 20px Helvetica,'
            f'Arial,sans-serif;color:#ffffff;vertical-align:middle;">{_e(brand.name)}</span>'), [img]


def _frame(brand: Brand, title: str, preheader: str, inner: str, footer_html: str,
           campaign: str, logo_html: str) -> str:
    pixel = f"https://open.{brand.domain}/o/{token(brand.name, campaign, 'open', n=32)}.gif"
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_e(title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f1ed;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">{_e(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f1ed;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:6px;">
<tr><td style="background-color:{brand.color};padding:18px 28px;border-radius:6px 6px 0 0;">{logo_html}</td></tr>
<tr><td style="padding:28px;font:15px/1.55 Helvetica,Arial,sans-serif;color:#2b2b2b;">
{inner}
</td></tr>
<tr><td style="padding:18px 28px;background-color:#faf9f7;font:12px/1.5 Helvetica,Arial,sans-serif;color:#7a7a7a;border-radius:0 0 6px 6px;">
{footer_html}
</td></tr>
</table>
</td></tr>
</table>
<img src="{pixel}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px;">
</body>
</html>
"""


def _footer(brand: Brand, campaign: str) -> tuple[str, str]:
    unsub = f"https://{brand.sender.domain}/u/{token(brand.name, campaign, n=24)}"
    prefs = link(brand, "/account/email-preferences", campaign)
    html = (f"{_e(brand.reason)}<br>\n"
            f'<a href="{unsub}" style="color:#7a7a7a;">Unsubscribe</a> &middot; '
            f'<a href="{prefs}" style="color:#7a7a7a;">Email preferences</a><br>\n'
            f"{_e(brand.name)} &middot; {_e(brand.address)}")
    text = (f"{brand.reason}\nUnsubscribe: {unsub}\nEmail preferences: {prefs}\n"
            f"{brand.name} | {brand.address}\n")
    return html, text


def promo(brand: Brand, date: str, subject: str, headline: str, paras: list[str], *,
          items: list[tuple[str, str, str]] = (), code: str | None = None,
          code_note: str = "", cta: tuple[str, str] = ("Shop now", "/"), preheader: str = "",
          campaign: str | None = None, **kw) -> Mail:
    """A newsletter or promotion. items: (name, price or byline, short note)."""
    campaign = campaign or f"{brand.slug}-{date[:10]}"
    logo_html, inline = _logo(brand, campaign)
    cta_url = link(brand, cta[1], campaign)

    inner = [f'<h1 style="margin:0 0 14px;font:bold 26px/1.25 Georgia,serif;color:#1d1d1d;">{_e(headline)}</h1>']
    inner += [f'<p style="margin:0 0 14px;">{_e(p)}</p>' for p in paras]
    text = [headline.upper(), "=" * min(len(headline), 60), ""]
    for p in paras:
        text += [p, ""]
    if items:
        inner.append('<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 18px;">')
        for name, meta, note in items:
            url = link(brand, "/p/" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-"), campaign)
            inner.append(
                f'<tr><td style="padding:10px 0;border-top:1px solid #ece8e1;">'
                f'<a href="{url}" style="color:{brand.color};font-weight:bold;text-decoration:none;">{_e(name)}</a>'
                f'<br><span style="color:#555;">{_e(note)}</span></td>'
                f'<td align="right" style="padding:10px 0;border-top:1px solid #ece8e1;white-space:nowrap;font-weight:bold;">{_e(meta)}</td></tr>')
            text += [f"* {name} - {meta}", f"  {note}", f"  {url}", ""]
        inner.append("</table>")
    if code:
        inner.append(
            f'<table role="presentation" cellpadding="0" cellspacing="0" style="margin:6px 0 20px;">'
            f'<tr><td style="border:2px dashed {brand.color};padding:12px 20px;font:bold 20px/1 Courier,monospace;'
            f'letter-spacing:2px;">{_e(code)}</td></tr></table>'
            f'<p style="margin:0 0 14px;font-size:13px;color:#555;">{_e(code_note)}</p>')
        text += [f"Use code {code} at checkout. {code_note}".rstrip(), ""]
    inner.append(
        f'<p style="margin:22px 0 6px;"><a href="{cta_url}" style="background-color:{brand.color};'
        f'color:#ffffff;padding:12px 22px;border-radius:4px;text-decoration:none;font-weight:bold;'
        f'display:inline-block;">{_e(cta[0])}</a></p>')
    text += [f"{cta[0]}: {cta_url}", ""]
    footer_html, footer_text = _footer(brand, campaign)
    html = _frame(brand, subject, preheader, "\n".join(inner), footer_html, campaign, logo_html)
    text_body = "\n".join(text) + "--\n" + footer_text
    headers = bulk_headers(brand, campaign) + list(kw.pop("headers", ()))
    return Mail(sender=brand.sender, date=date, subject=subject, text=text_body, html=html,
                inline=inline if kw.pop("logo", True) else (), headers=headers,
                category=kw.pop("category", brand.category),
                key=kw.pop("key", f"{brand.slug}-{date[:10]}"), sign=False, **kw)


def notice(brand: Brand, date: str, subject: str, heading: str, paras: list[str], *,
           rows: list[tuple[str, str]] = (), button: tuple[str, str] | None = None,
           after: list[str] = (), campaign: str | None = None, bulk: bool = True, **kw) -> Mail:
    """A transactional or social notification: heading, text, a label/value table, a button."""
    campaign = campaign or f"{brand.slug}-{date[:10]}-{token(subject, n=6)}"
    logo_html, inline = _logo(brand, campaign)
    inner = [f'<h1 style="margin:0 0 14px;font:bold 22px/1.3 Helvetica,Arial,sans-serif;">{_e(heading)}</h1>']
    inner += [f'<p style="margin:0 0 14px;">{_e(p)}</p>' for p in paras]
    text = [heading, ""]
    for p in paras:
        text += [p, ""]
    if rows:
        width = max(len(k) for k, _ in rows) + 2
        inner.append('<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:6px 0 18px;border-collapse:collapse;">')
        for k, v in rows:
            inner.append(f'<tr><td style="padding:6px 0;color:#666;border-bottom:1px solid #eee;">{_e(k)}</td>'
                         f'<td align="right" style="padding:6px 0;border-bottom:1px solid #eee;">{_e(v)}</td></tr>')
            text.append(f"{(k + ':').ljust(width)}{v}")
        inner.append("</table>")
        text.append("")
    if button:
        url = link(brand, button[1], campaign)
        inner.append(f'<p style="margin:18px 0;"><a href="{url}" style="background-color:{brand.color};color:#ffffff;'
                     f'padding:11px 20px;border-radius:4px;text-decoration:none;font-weight:bold;display:inline-block;">'
                     f'{_e(button[0])}</a></p>')
        text += [f"{button[0]}: {url}", ""]
    for p in after:
        inner.append(f'<p style="margin:0 0 12px;font-size:13px;color:#666;">{_e(p)}</p>')
        text += [p, ""]
    footer_html, footer_text = _footer(brand, campaign)
    html = _frame(brand, subject, paras[0] if paras else heading, "\n".join(inner), footer_html,
                  campaign, logo_html)
    headers = (bulk_headers(brand, campaign) if bulk else []) + list(kw.pop("headers", ()))
    return Mail(sender=brand.sender, date=date, subject=subject,
                text="\n".join(text) + "--\n" + footer_text, html=html,
                inline=inline if kw.pop("logo", True) else (), headers=headers,
                category=kw.pop("category", brand.category),
                key=kw.pop("key", f"{brand.slug}-{date[:10]}-{token(subject, n=4).lower()}"),
                sign=False, **kw)
