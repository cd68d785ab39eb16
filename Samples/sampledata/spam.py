"""Spam and phishing. Lookalike domains imitate real brands (paypa1, rn-for-m, app1e,
amaz0n, punycode IDNs) and the user's own bank, carrier and client; the lures use urgency,
link text that shows one domain while the href goes elsewhere, raw IP URLs, shorteners,
Reply-To on another domain, dangerous attachments and failing SPF/DKIM/DMARC.
Every URL here is dead text: nothing in the sample mailbox should ever be fetched.
"""
from . import assets
from .model import Attachment, Mail, Person, body as b
from .people import MAYA_BARE


def spammer(name: str, email: str, ip: str, host: str, tz: str = "+0000", charset: str = "utf-8") -> Person:
    return Person(name, email, tz=tz, client="spam", ip=ip, host=host, charset=charset)


def _page(inner: str, title: str = "") -> str:
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + title + "</title></head>\n"
            "<body style=\"font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;\">\n"
            + inner.strip() + "\n</body></html>\n")


UNDISCLOSED = ("To", "undisclosed-recipients:;")

ITEMS = [
    # 1. PayPal, digit-for-letter lookalike, link text lies about its target
    Mail(spammer("PayPal Service", "service@paypa1-secure.com", "203.0.113.201", "vps-2231.hostingbox.test"),
         "2026-06-17 03:12", category="updates", spam=True, phishing=True, auth="fail",
         key="spam-paypal-limited", envelope="bounce-7731@vps-2231.hostingbox.test", to=[MAYA_BARE],
         subject="Your account has been limited - action required within 24 hours",
         html=_page("""
<div style="max-width:560px;margin:auto;border:1px solid #ddd;padding:24px;">
<img src="https://paypa1-secure.com/img/pp-logo.png" alt="PayPal" width="110">
<p>Dear Customer,</p>
<p>We've noticed unusual activity on your PayPal account. As a security precaution, your account access has been <b>limited</b>.</p>
<p>To restore full access, please confirm your information within <b style="color:#c00;">24 hours</b>. Failure to do so will result in the permanent suspension of your account and any remaining balance.</p>
<p style="text-align:center;"><a href="http://paypa1-secure.com/webscr/cmd=_login-submit&amp;session=8f3a2c91d0" style="background:#0070ba;color:#fff;padding:10px 24px;border-radius:20px;text-decoration:none;">https://www.paypal.com/signin</a></p>
<p>Case ID: PP-003-718-294-551</p>
<p>Sincerely,<br>PayPal Account Review Department</p>
<p style="font-size:10px;color:#888;">Copyright &copy; 1999-2026 PayPal. All rights reserved.</p>
</div>""", "PayPal")),

    # 2. Microsoft, "rn" for "m", raw IP URL, Reply-To elsewhere
    Mail(spammer("Microsoft 365 Admin", "no-reply@rnicrosoft-support.net", "198.51.100.233", "mail.rnicrosoft-support.net", "-0500"),
         "2026-07-06 06:48", category="updates", spam=True, phishing=True, auth="softfail",
         key="spam-m365-password", reply_to=Person("IT Helpdesk", "helpdesk.m365@securemail-desk.test"),
         subject="Action required: your Microsoft 365 password expires today",
         text=b("""
            Microsoft 365

            The password for maya@lindqvist.example expires today, July 6, 2026.

            To keep using your current password and avoid losing access to your mailbox,
            files and Teams, confirm it now:

            http://203.0.113.77/owa/auth/logon.aspx?replaceCurrent=1&user=maya@lindqvist.example

            If no action is taken within 24 hours, your account will be suspended and
            pending messages deleted.

            Microsoft Corporation, One Microsoft Way, Redmond, WA
            """),
         html=_page("""
<table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding:20px;background:#f3f2f1;">
<p style="font-size:20px;color:#0078d4;">Microsoft 365</p>
<p>The password for <b>maya@lindqvist.example</b> expires <b>today, July 6, 2026</b>.</p>
<p>To keep using your current password and avoid losing access to your mailbox, files and Teams, confirm it now:</p>
<p><a href="http://203.0.113.77/owa/auth/logon.aspx?replaceCurrent=1&amp;user=maya@lindqvist.example" style="background:#0078d4;color:#fff;padding:8px 18px;text-decoration:none;">Keep my password</a></p>
<p style="color:#a00;">If no action is taken within 24 hours, your account will be suspended and pending messages deleted.</p>
<p style="font-size:11px;color:#666;">Microsoft Corporation, One Microsoft Way, Redmond, WA</p>
</td></tr></table>""", "Microsoft 365")),

    # 3. Apple ID, digit lookalike, URL shortener, nothing authenticates
    Mail(spammer("Apple Support", "id-support@app1e-id.co", "192.0.2.214", "smtp.app1e-id.co", "+0100"),
         "2026-07-22 23:55", category="updates", spam=True, phishing=True, auth="none",
         key="spam-appleid-locked", to=[MAYA_BARE], headers=[UNDISCLOSED],
         subject="Your Apple ID has been locked for security reasons",
         text=b("""
            Dear Customer,

            Your Apple ID was used to sign in to iCloud on an unknown device (Windows PC,
            Moscow, Russia). For your protection, your Apple ID has been locked.

            To unlock it, verify your identity and payment details within 24 hours:
            https://bit.ly/3Vq8xKz

            If you do not verify, your Apple ID and all purchases will be permanently
            deleted.

            Apple Support
            """)),

    # 4. Amazon, zero-for-o lookalike, double-extension executable attachment
    Mail(spammer("Amazon Orders", "shipment@amaz0n-orders.xyz", "203.0.113.145", "mx7.amaz0n-orders.xyz", "+0530"),
         "2026-08-06 14:30", category="updates", spam=True, phishing=True, auth="fail",
         key="spam-amazon-invoice-exe", subject="Your order #112-4839201-7781 could not be shipped",
         text=b("""
            Hello,

            We were unable to ship your order #112-4839201-7781 (Apple AirPods Pro, $249.00)
            because of a problem with your billing address.

            Please open the attached invoice, confirm your details and reply within 48 hours,
            or the order will be cancelled and your account placed on hold.

            Amazon.com Customer Service
            """),
         attachments=[Attachment("invoice.pdf.exe", "application/octet-stream", assets.exe_placeholder())]),

    # 5. PayPal again, punycode IDN (Cyrillic a), fake receipt pushing a callback number
    Mail(spammer("PayPal", "service@xn--pypal-4ve.com", "198.51.100.244", "mail.xn--pypal-4ve.com"),
         "2026-08-19 17:05", category="updates", spam=True, phishing=True, auth="lookalike",
         key="spam-paypal-punycode-receipt", to=[MAYA_BARE],
         subject="Receipt for your payment to Coinvault Store: $749.99 USD",
         text=b("""
            You sent a payment of $749.99 USD to Coinvault Store.

            Transaction ID: 7YH21533KD0482217
            Date: August 19, 2026

            Didn't make this purchase? Call PayPal Resolution Center immediately at
            +1 (888) 555-0133 to cancel the payment and receive a refund within 24 hours.

            View transaction: https://xn--pypal-4ve.com/myaccount/transactions/7YH21533KD0482217
            """)),

    # 6. the user's own credit union, imitated with a registered lookalike (auth passes!)
    Mail(spammer("Evergreen Credit Union", "security@evergreencu-secure.net", "198.51.100.245", "mail.evergreencu-secure.net", "-0700"),
         "2026-09-02 07:14", category="updates", spam=True, phishing=True, auth="lookalike",
         key="spam-evergreen-lookalike", subject="Unusual activity on your Evergreen account - verify now",
         html=_page("""
<div style="max-width:560px;margin:auto;">
<div style="background:#0b5d3b;color:#fff;padding:14px 20px;font-size:18px;">Evergreen Credit Union</div>
<div style="padding:20px;border:1px solid #ddd;">
<p>Dear Member,</p>
<p>We detected a login attempt to your online banking from an unrecognized device. Your debit card ending in <b>4417</b> has been temporarily restricted.</p>
<p>Please verify your identity to restore access. This link expires in <b>12 hours</b>.</p>
<p><a href="https://evergreencu-secure.net/verify/session?id=a81f0c2e77&amp;m=maya">https://www.evergreencu.example/verify</a></p>
<p>Thank you for being a valued member.<br>Evergreen Member Security Team</p>
</div></div>""", "Evergreen Credit Union")),

    # 7. the user's parcel carrier, imitated; tiny fee for card details; shortener
    Mail(spammer("Parcelway", "redelivery@parcelway-redelivery.com", "192.0.2.226", "srv01.parcelway-redelivery.com", "+0200"),
         "2026-06-27 09:41", category="updates", spam=True, phishing=True, auth="none",
         key="spam-parcelway-fee", to=[MAYA_BARE],
         subject="Delivery attempt failed: pay $1.99 redelivery fee",
         text=b("""
            PARCELWAY NOTICE

            We attempted to deliver your package PW-22817364 today but the address
            information was incomplete. A redelivery fee of $1.99 is required.

            Schedule redelivery and pay the fee here: https://tinyurl.com/pw-redeliv-2281

            Packages not rescheduled within 48 hours are returned to the sender.
            """)),

    # 8. Netflix, digit lookalike, billing lure
    Mail(spammer("Netflix", "billing@netfl1x-billing.com", "203.0.113.150", "mail.netfl1x-billing.com"),
         "2026-09-11 02:20", category="updates", spam=True, phishing=True, auth="softfail",
         key="spam-netflix-billing", subject="Your payment was declined - update your billing information",
         html=_page("""
<div style="background:#000;color:#fff;padding:24px;max-width:520px;margin:auto;">
<p style="color:#e50914;font-size:28px;font-weight:bold;">NETFLIX</p>
<p>Hi,</p>
<p>We were unable to process your payment for the next billing cycle. Your membership will be <b>cancelled within 24 hours</b> unless you update your payment details.</p>
<p><a href="http://netfl1x-billing.com/account/payment?u=maya%40lindqvist.example" style="background:#e50914;color:#fff;padding:10px 20px;text-decoration:none;">Update payment</a></p>
<p style="font-size:11px;color:#999;">Questions? Visit the Help Center at netflix.com/help.</p>
</div>""", "Netflix")),

    # 9. accounting-software lookalike with a macro-enabled Word attachment
    Mail(spammer("QuickBooks Invoicing", "invoices@quickbooks-invoicing.net", "192.0.2.238", "relay3.quickbooks-invoicing.net", "-0400"),
         "2026-07-29 10:02", category="updates", spam=True, phishing=True, auth="fail",
         key="spam-invoice-docm", reply_to=Person("Accounts Receivable", "ar.dept@invoice-remit.test"),
         subject="Overdue invoice INV-88213 - final notice before collections",
         text=b("""
            Hello,

            Invoice INV-88213 for $3,480.00 is now 30 days overdue. Please review the
            attached invoice and remit payment today to avoid referral to collections.

            The document is protected. Click "Enable Editing" and "Enable Content" to view it.

            Thank you,
            Accounts Receivable
            """),
         attachments=[Attachment("INV-88213.docm", "application/vnd.ms-word.document.macroEnabled.12",
                                 assets.docm_lure())]),

    # 10. CEO fraud: a colleague's name, a lookalike of her client's domain, Reply-To elsewhere
    Mail(spammer("Priya Raman", "priya.raman@brightl00m.com", "198.51.100.246", "mail.brightl00m.com", "-0400"),
         "2026-09-15 08:47", category="primary", spam=True, phishing=True, auth="lookalike",
         key="spam-ceo-giftcards", reply_to=Person("Priya Raman", "priya.raman.office@fastmail-inbox.test"),
         subject="Quick favor?", text=b("""
            Hi Maya,

            Are you available? I'm stuck in back-to-back meetings with the Tillpoint team and
            need a quick favor. We want to send thank-you gifts to five beta customers today.
            Could you buy 5 Apple gift cards of $200 each and send me the codes? I'll make
            sure Brightloom reimburses you with your next invoice.

            Please keep this between us for now, it's a surprise.

            Priya
            Sent from my iPhone
            """)),

    # 11. webmail quota scare, raw IP URL with a port, "from" the user's own mail admin
    Mail(spammer("Mail Administrator", "postmaster@lindqvist-example-mail.com", "203.0.113.99", "host-99.cheapvps.test", "+0300"),
         "2026-10-07 04:33", category="updates", spam=True, phishing=True, auth="none",
         key="spam-mailbox-quota", to=[MAYA_BARE],
         subject="[lindqvist.example] Mailbox 98% full: incoming mail on hold",
         text=b("""
            Dear maya@lindqvist.example,

            Your mailbox has exceeded 98% of its storage quota. 17 incoming messages are on
            hold and will be returned to the senders.

            Validate your account within 24 hours to receive 10 GB of free storage:
            http://198.51.100.66:8080/lindqvist.example/webmail/upgrade.php?email=maya@lindqvist.example

            lindqvist.example Mail Administrator
            """)),

    # 12. e-signature lookalike riding on the real lease renewal
    Mail(spammer("DocuSign via Feldman Properties", "dse@docusign-envelope.net", "192.0.2.250", "mta.docusign-envelope.net", "-0700"),
         "2026-07-15 13:26", category="updates", spam=True, phishing=True, auth="fail",
         key="spam-esign-lease", reply_to=Person("Feldman Property Mgmt", "feldman.leasing@secure-docs.test"),
         subject="Maya, please review and sign: Lease Renewal 2026.pdf",
         html=_page("""
<div style="max-width:540px;margin:auto;font-family:Helvetica,Arial,sans-serif;">
<div style="background:#1e4ca1;color:#fff;padding:18px;font-size:16px;">Feldman Properties sent you a document to review and sign.</div>
<div style="padding:20px;border:1px solid #ddd;">
<p>Lease Renewal 2026.pdf</p>
<p><a href="https://docusign-envelope.net/Signing/?ti=5b2f9d4e8c1a&amp;u=maya" style="background:#ffc820;color:#000;padding:10px 22px;text-decoration:none;font-weight:bold;">REVIEW DOCUMENT</a></p>
<p>Please sign within 24 hours or the renewal offer will expire.</p>
<p style="font-size:11px;color:#777;">Do not share this email. This message was sent to you by Feldman Properties who is using the electronic signature service.</p>
</div></div>""", "Please sign")),

    # --- plain spam (not credential phishing) -----------------------------------------
    Mail(spammer("Global Wealth AI", "invest@quantum-yield-ai.top", "203.0.113.177", "mail.quantum-yield-ai.top", "+0800"),
         "2026-06-23 11:11", category="promotions", spam=True, auth="none", key="spam-crypto-bot",
         to=[MAYA_BARE], headers=[UNDISCLOSED],
         subject="Turn $250 into $8,400 in 30 days (our AI trading bot never loses)",
         html=_page("""
<h2 style="color:#0a8a3a;">Make money while you sleep!!!</h2>
<p>Our AI trading bot made <b>3,260% returns</b> last year. Start with just $250 and watch it grow to $8,400 in 30 days. <b>GUARANTEED.</b></p>
<p><a href="https://bit.ly/4qYieldX">&gt;&gt; Claim your spot now (only 7 left) &lt;&lt;</a></p>
<p style="font-size:10px;color:#999;">To stop receiving these emails click <a href="https://bit.ly/4qYieldX">here</a>.</p>""", "")),
    Mail(spammer("Dr. Linda Graves", "linda@slim-keto-naturals.biz", "192.0.2.199", "mx.slim-keto-naturals.biz", "-0600"),
         "2026-08-30 22:48", category="promotions", spam=True, auth="softfail", key="spam-diet-pills",
         subject="Doctors are furious about this 1 weird trick (lose 23 lbs in 3 weeks)",
         text=b("""
            Hi there,

            Big Pharma doesn't want you to know about the 7-second morning ritual that melts
            belly fat. No diet, no exercise. 93% of women saw results in the first week.

            Order KetoBurn Pro today and get 3 bottles FREE: http://slim-keto-naturals.biz/kbp?ref=8812

            Offer ends at midnight!

            Unsubscribe: reply with REMOVE in the subject.
            """)),
    Mail(spammer("Barrister Williams Okoro", "barr.williams.okoro@legal-chambers.test", "203.0.113.20", "webmail.legal-chambers.test", "+0100"),
         "2026-09-22 06:02", category="primary", spam=True, auth="none", key="spam-inheritance",
         to=[MAYA_BARE], headers=[UNDISCLOSED],
         reply_to=Person("Barrister Williams", "williams.chambers.claims@fastmail-inbox.test"),
         subject="URGENT: Unclaimed inheritance of US$4,700,000.00 in your name",
         text=b("""
            Dear Beneficiary,

            I am Barrister Williams Okoro, personal attorney to the late Engr. Harold
            Lindqvist, who died with his wife in a car accident in 2019. He left a deposit
            of US$4,700,000.00 (Four Million Seven Hundred Thousand United States Dollars)
            with a bank here, and you share his surname.

            I want to present you as next of kin so the funds can be released. You will
            receive 40% of the total. Kindly reply with your full name, address, phone
            number and a copy of your ID so we can proceed.

            This transaction is 100% risk free.

            Barrister Williams Okoro (Esq.)
            """)),
    Mail(spammer("Kevin | SEO Growth", "kevin@rankboost-agency.click", "198.51.100.250", "out.rankboost-agency.click", "+0530"),
         "2026-10-12 13:37", category="promotions", spam=True, auth="none", key="spam-seo", unread=True,
         subject="Rank #1 on Google for lindqvist.example - guaranteed",
         text=b("""
            Hello Website Owner,

            I was checking your website lindqvist.example and found it is not ranking on the
            first page of Google for important keywords. I found 37 errors on your site.

            We can get you on page 1 within 30 days. Our packages start at $99/month.
            Can I send you a free audit report? Just reply "YES".

            Thanks & regards,
            Kevin
            Digital Marketing Expert
            """)),
    Mail(spammer("代开发票", "service@fapiao-daikai.test", "203.0.113.188", "mail.fapiao-daikai.test", "+0800", charset="gbk"),
         "2026-08-12 15:20", category="promotions", spam=True, auth="none", key="spam-fapiao",
         to=[MAYA_BARE], headers=[UNDISCLOSED], cte="base64",
         subject="您好：本公司常年代开各类正规发票，点数优惠！",
         text=b("""
            尊敬的公司负责人：

            您好！本公司实力雄厚，常年代开各地增值税发票、普通发票，点数优惠，
            可验证后付款。

            联系人：王经理
            电话：138-0000-0000
            微信同号

            （如有打扰，敬请谅解）
            """)),
]
