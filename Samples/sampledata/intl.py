"""Mail in other languages and legacy charsets.

French in ISO-8859-1 (quoted-printable), German in windows-1252 and ISO-8859-15, Russian
in KOI8-R (8bit), Chinese in GB2312 (base64), Japanese in ISO-2022-JP (7bit), Spanish,
Swedish and Portuguese in UTF-8, with RFC 2047 subjects and names in both B and Q forms
and one RFC 2231 attachment filename.
"""
from . import assets
from .model import Attachment, Mail, Person, Thread, body as b
from .people import (CAMILLE, CARMEN, FRIEDERIKE, INGRID, JURGEN, MAYA, MAYA_BARE, MAYA_HOME,
                     OLGA, WEI)
from .render import token

CARMEN_VISIT = Thread("carmen-visit", "Mi viaje a Seattle: llego el 15 de septiembre ✈️", [
    Mail(CARMEN, "2026-08-30 10:20", to=[MAYA_HOME], cc=[], text=b("""
        Hola Maya, querida:

        Ya compré el boleto. Llego el martes 15 de septiembre a las 4:20 de la tarde,
        vuelo Aerovía 482 desde Guadalajara con escala en Los Ángeles, y me quedo hasta
        el sábado 26.

        Tomás dice que él me recoge en el aeropuerto. ¿Me puedes mandar el horario de
        Elsa? Quiero saber a qué hora sale de la escuela y qué días tiene fútbol. También
        dime si hay algo que no puede comer, porque le voy a hacer sus enchiladas favoritas.

        Y no se preocupen por nada: disfruten Lisboa, ¡se lo merecen!

        Un abrazo fuerte,
        Carmen
        """)),
    Mail(MAYA_HOME, "2026-08-30 18:05", to=[CARMEN], text=b("""
        ¡Hola Carmen! Mil gracias, de verdad.

        El horario de Elsa:
        - Escuela: sale a las 3:10 (los miércoles a la 1:55).
        - Fútbol: martes y jueves de 5:30 a 6:45 en Lower Woodland, cancha 4. Los jueves
          la lleva Jess Whitford, la mamá de Maddie.
        - Partido: sábado 19 a las 9 de la mañana.

        Come de todo, pero no le gustan los champiñones. Te dejo una lista en el
        refrigerador con los teléfonos de la escuela y de la doctora.

        Perdón por el desorden: la cocina todavía está en obra y el horno nuevo llega el
        14. ¡Tus enchiladas van a estrenar la cocina!

        Un beso,
        Maya
        """)),
])

CAMILLE_TIPS = Mail(
    CAMILLE, "2026-08-21 22:30", to=[MAYA_HOME], key="camille-lisbon-tips",
    subject="Tes vacances à Lisbonne : mes bonnes adresses", subject_enc="Q",
    text=b("""
        Coucou Maya,

        Tomás m'a dit que vous partiez à Lisbonne en septembre, quelle bonne idée ! J'y ai
        passé dix jours l'an dernier, alors voici mes adresses préférées :

        - Pour le fado : la Tasca do Becco, dans l'Alfama. Petite salle, dîner vers
          20 h 30, réservez deux ou trois jours avant.
        - Les pastéis de nata : Pastelaria Flor de Sal, rue des Remédios, encore tièdes
          à 8 h du matin.
        - Le coucher de soleil : le Miradouro da Senhora do Monte, bien plus calme que
          celui de Santa Luzia.
        - Le tram 28 : prenez-le tôt au départ de Martim Moniz, sinon c'est la cohue.
        - Sintra : allez-y en semaine, avant 9 h, et montez au palais de Pena à pied par
          le parc.

        Et surtout, goûtez le bacalhau à brás. Je t'envoie mes photos du château si tu
        veux des idées de cadrage.

        Bises à vous trois,
        """))

JURGEN_INVOICE = Thread("juergen-invoice", "Rechnung Nr. 2026-041 – Illustrationen für Ledger 3.0", [
    Mail(JURGEN, "2026-08-20 16:45", to=[MAYA], subject_enc="Q", text=b("""
        Hallo Maya,

        anbei meine Rechnung für die sechs Onboarding-Illustrationen für Ledger 3.0 und
        das Hero-Motiv für den Launch-Blogpost.

          6 Onboarding-Illustrationen à 350,00 €     2.100,00 €
          Hero-Illustration „Ledger 3.0“               650,00 €
          Gesamtbetrag                               2.750,00 €

        Wie besprochen rechne ich über Lindqvist Studio ab, nicht direkt mit Brightloom.
        Die Leistung ist in Deutschland nicht steuerbar (Reverse-Charge), daher ohne
        Umsatzsteuer.

        Zahlbar bis 15. September 2026 auf: IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX.

        Vielen Dank für die schöne Zusammenarbeit – gerne wieder!

        Viele Grüße
        Jürgen
        """), attachments=[Attachment("Rechnung_2026-041_Weiß.pdf", "application/pdf", rfc2231=True,
                                      data=assets.pdf("Rechnung Nr. 2026-041", [
                                          "Jürgen Weiß - Illustration & Editorial Design, Berlin",
                                          "An: Lindqvist Studio, Maya Lindqvist, Seattle WA, USA",
                                          "6 Onboarding-Illustrationen à 350,00 € = 2.100,00 €",
                                          "Hero-Illustration „Ledger 3.0“ = 650,00 €",
                                          "Gesamtbetrag: 2.750,00 € - zahlbar bis 15.09.2026",
                                          "Steuerschuldnerschaft des Leistungsempfängers (Reverse-Charge)"]))]),
    Mail(MAYA, "2026-08-25 09:30", to=[JURGEN], text=b("""
        Hallo Jürgen,

        danke! Paid today by bank transfer, 2,750 euros, reference 2026-041. The hero
        illustration is wonderful; Marcus wants to use it on the launch banner too.
        Would that need a different license? Happy to pay for the extra use.

        Maya
        """)),
])

SOMMERFEST = Mail(
    FRIEDERIKE, "2026-08-04 21:15", to=[MAYA_HOME], key="sommerfest-invite",
    subject="Einladung: Sommerfest im Hinterhof am 22. August", text=b("""
        Liebe Maya,

        ich weiß, Seattle ist ein bisschen weit weg, aber ich wollte dich trotzdem
        einladen: Am Samstag, 22. August, feiern wir ab 16 Uhr unser Sommerfest im
        Hinterhof der Oranienstraße 187. Es gibt Grill, Kuchen, und Jonas' Band spielt
        gegen 20 Uhr.

        Für Getränke sammeln wir 15 € pro Person, Kinder sind frei. Falls du zufällig in
        Berlin bist: Schlaf bei uns, das Gästezimmer ist endlich fertig!

        Wie läuft's mit der Küche? Schick mir Fotos!

        Liebe Grüße aus Kreuzberg
        Fritzi
        """))

OLGA_REFERENCE = Thread("olga-reference", "Просьба о рекомендации", [
    Mail(OLGA, "2026-08-26 11:30", to=[MAYA_HOME], flagged=True, text=b("""
        Привет, Майя!

        Надеюсь, у тебя всё хорошо и ремонт кухни идёт по плану.

        У меня к тебе просьба. Я подаю заявку на позицию ведущего UX-дизайнера в компании
        Mtsvane Labs в Тбилиси, и им нужны две рекомендации. Ты могла бы написать короткое
        письмо о нашей совместной работе над приложением для клиники в 2022 году? Хватит
        одной страницы на английском.

        Срок - до пятницы, 4 сентября. Письмо нужно отправить напрямую Нино Беридзе:
        nino.beridze@mtsvane.example

        Заранее огромное спасибо!
        """)),
    Mail(MAYA_HOME, "2026-08-26 20:10", to=[OLGA], text=b("""
        Hi Olga,

        Of course, I'd be glad to. I'll write it this weekend and send it to Nino by
        Thursday Sept 3, a day before the deadline. I'll talk about the clinic app's
        appointment flow you redesigned, and how you ran the usability sessions.

        Fingers crossed for you!
        Maya
        """)),
    Mail(OLGA, "2026-09-08 09:05", to=[MAYA_HOME], text=b("""
        Майя, спасибо тебе огромное! Нино написала, что твоё письмо было очень
        убедительным. Меня пригласили на финальное собеседование 14 сентября.

        Буду держать тебя в курсе.
        """)),
])

WEI_VISIT = Thread("wei-seattle-visit", "中秋节快乐！十月去西雅图开会", [
    Mail(WEI, "2026-09-20 21:30", to=[MAYA_HOME], text=b("""
        Maya，你好！

        好久不见！中秋节快到了（今年是9月25日），先祝你们全家中秋快乐。

        告诉你一个好消息：我十月要去西雅图参加一个数据可视化会议，10月12日到16日。
        14日（星期三）晚上我有空，想请你和Tomás吃饭，不知道方便吗？听说国际区有一家
        很好的云南菜馆。

        另外，我带了一盒上海的月饼给Elsa，希望她喜欢。

        祝好！
        张伟
        """)),
    Mail(MAYA_HOME, "2026-09-21 07:45", to=[WEI], text=b("""
        Wei! What lovely news. Yes, Wednesday October 14 works for both of us, and Elsa
        is already asking what flavor the mooncakes are. Dinner is on us, though: you're
        our guest in Seattle. The Yunnan place sounds perfect, book it for 7pm?

        Happy Mid-Autumn Festival to you and your family!
        Maya
        """)),
    Mail(WEI, "2026-10-13 22:10", to=[MAYA_HOME], unread=True, text=b("""
        Maya，我已经到西雅图了！

        餐厅订好了：明天（10月14日，星期三）晚上7点，「彩云南」，在国际区King街，
        订的是四个人的桌子。月饼是豆沙和蛋黄莲蓉的，给Elsa带了两盒。

        明天见！
        张伟
        """)),
])

INGRID_TRIP = Mail(
    INGRID, "2026-07-12 20:40", to=[MAYA_HOME], key="ingrid-minnesota",
    subject="Resan till Minnesota i augusti – några frågor", subject_enc="Q", cte="qp",
    text=b("""
        Hej Maya!

        Nu är biljetterna bokade: jag flyger från Arlanda den 5 augusti och landar i
        Minneapolis klockan 15.40. Erik hämtar mig på flygplatsen.

        Några frågor till dig:
        - Vill du att jag tar med gamla foton av min mamma Solveig till bildspelet? Jag
          har ett helt album från 1950-talet, med bilder från gården i Småland.
        - Vad vill Elsa ha från Sverige? Jag tänkte på en liten Dalahäst och godis.

        Vi ses vid sjön!
        Kramar,
        Ingrid
        """))

KAMIYA = Person("紙屋文具店", "order@kamiya-bungu.example", tz="+0900", client="bulk",
                charset="iso-2022-jp", ip="192.0.2.130", host="mta1.kamiya-bungu.example")
KAMIYA_ORDER = Mail(
    KAMIYA, "2026-09-14 10:12", to=[MAYA_BARE.but(name="Maya Lindqvist")], category="updates",
    key="kamiya-order-kb-260914-0087",
    subject="【紙屋文具店】ご注文ありがとうございます（注文番号 KB-260914-0087）",
    text=b("""
        Maya Lindqvist 様

        このたびは紙屋文具店をご利用いただき、誠にありがとうございます。
        以下の内容でご注文を承りました。

        ■ご注文番号：KB-260914-0087
        ■ご注文日：2026年9月14日

        万年筆インク「夜桜」50ml × 2　　　3,960円
        ガラスペン（透明）× 1　　　　　　2,200円
        海外配送（EMS・アメリカ）　　　　1,800円
        ――――――――――――――――――――
        合計　　　　　　　　　　　　　　7,960円

        発送は3営業日以内を予定しております。
        発送完了後、追跡番号をメールでお知らせいたします。

        紙屋文具店
        東京都台東区蔵前（見本）
        https://kamiya-bungu.example/
        """))

ALECRIM = Person("Casa do Alecrim", "reservas@casadoalecrim.example", tz="+0100", client="bulk",
                 ip="192.0.2.140", host="mail.casadoalecrim.example")
ALECRIM_BOOKING = Mail(
    ALECRIM, "2026-06-09 20:31", to=[MAYA], category="updates", key="lisbon-hotel-booking",
    subject="Confirmação de reserva / Booking confirmation CDA-26-0918", subject_enc="Q",
    cte="base64", text=b("""
        Olá Maya,

        Obrigado por escolher a Casa do Alecrim! A sua reserva está confirmada.
        Thank you for choosing Casa do Alecrim! Your reservation is confirmed.

        Reserva / Booking:  CDA-26-0918
        Check-in:           sexta-feira, 18 de setembro de 2026, a partir das 14h00
        Check-out:          quinta-feira, 24 de setembro de 2026, até às 11h00
        Quarto / Room:      Quarto Duplo com Terraço (double room with terrace)
        Hóspedes / Guests:  2 adultos / adults
        Total:              990,00 € (6 noites / nights), pagamento no hotel
        Cancelamento grátis até 4 de setembro / Free cancellation until 4 September

        Chega de manhã? Guardamos a bagagem com todo o gosto. Transfer do aeroporto: 35 €.
        Arriving in the morning? We're happy to store your luggage. Airport transfer: 35 €.

        Rua dos Remédios, Alfama, Lisboa · reservas@casadoalecrim.example
        Até breve!
        """))

MAISON = Person("Maison Lumière", "bonjour@news.maison-lumiere.example", tz="+0200",
                client="bulk", charset="iso-8859-15", ip="192.0.2.150",
                host="mta3.news.maison-lumiere.example")
_ml = token("maison-lumiere", "ete30", n=24)
MAISON_SALE = Mail(
    MAISON, "2026-07-02 07:00", to=[MAYA_BARE], category="promotions", key="maison-lumiere-soldes",
    subject="Soldes d'été : -30 % sur les bougies parfumées", subject_enc="Q",
    headers=[("List-Unsubscribe", f"<mailto:desinscription+{_ml}@news.maison-lumiere.example>, "
                                  f"<https://news.maison-lumiere.example/d/{_ml}>"),
             ("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"), ("Precedence", "bulk")],
    text=b(f"""
        MAISON LUMIÈRE - Soldes d'été

        Jusqu'au 15 juillet, profitez de -30 % sur toutes nos bougies parfumées
        coulées à la main à Grasse.

        * Figuier de Provence - 180 g - 24,50 € au lieu de 35 €
        * Thé noir & bergamote - 180 g - 24,50 € au lieu de 35 €
        * Feu de bois - 300 g - 37,80 € au lieu de 54 €

        Code : ETE30 (livraison offerte dès 60 € d'achat, expédition vers les États-Unis
        possible).

        Découvrir la collection : https://www.maison-lumiere.example/soldes?utm_source=newsletter&utm_campaign=ete30

        Se désinscrire : https://news.maison-lumiere.example/d/{_ml}
        """),
    html=f"""<!DOCTYPE html>
<html lang="fr"><head><meta charset="iso-8859-15"><title>Soldes d'été</title></head>
<body style="margin:0;background:#f7f1e8;font-family:Georgia,serif;color:#3a2e25;">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px;">
<table width="560" cellpadding="0" cellspacing="0" style="background:#fffdf9;">
<tr><td style="padding:26px;text-align:center;font-size:26px;letter-spacing:4px;">MAISON LUMIÈRE</td></tr>
<tr><td style="padding:0 26px 10px;"><h1 style="font-size:22px;">Soldes d'été : -30 % sur les bougies parfumées</h1>
<p>Jusqu'au 15 juillet, profitez de -30 % sur toutes nos bougies coulées à la main à Grasse.</p>
<ul>
<li>Figuier de Provence, 180 g : <b>24,50 €</b> <s>35 €</s></li>
<li>Thé noir &amp; bergamote, 180 g : <b>24,50 €</b> <s>35 €</s></li>
<li>Feu de bois, 300 g : <b>37,80 €</b> <s>54 €</s></li>
</ul>
<p>Code : <b style="font-family:Courier,monospace;">ETE30</b> &middot; livraison offerte dès 60 € d'achat.</p>
<p style="text-align:center;"><a href="https://www.maison-lumiere.example/soldes?utm_source=newsletter&amp;utm_campaign=ete30" style="background:#3a2e25;color:#fff;padding:10px 18px;text-decoration:none;">Découvrir la collection</a></p>
</td></tr>
<tr><td style="padding:16px 26px;font-size:11px;color:#8a7d70;">Vous recevez cet e-mail car vous êtes inscrite à notre lettre d'information.
<a href="https://news.maison-lumiere.example/d/{_ml}" style="color:#8a7d70;">Se désinscrire</a></td></tr>
</table></td></tr></table>
<img src="https://news.maison-lumiere.example/o/{token('ml-open', n=20)}.gif" width="1" height="1" alt="">
</body></html>
""")

ITEMS = [CARMEN_VISIT, CAMILLE_TIPS, JURGEN_INVOICE, SOMMERFEST, OLGA_REFERENCE, WEI_VISIT,
         INGRID_TRIP, KAMIYA_ORDER, ALECRIM_BOOKING, MAISON_SALE]
