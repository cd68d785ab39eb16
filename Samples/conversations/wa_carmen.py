"""WhatsApp, 1:1 with Carmen Reyes (Tomás's mother). iPhone, Spanish (Mexico), 12-hour clock.

An iOS export without media is still a zip; this one was unzipped by the Mac, so it lives
in the folder "WhatsApp Chat - Carmen Reyes/" as _chat.txt. Carmen also mails as
"Carmen Reyes" <carmen.reyes@correo.example>.
"""
from .cast import CARMEN_WA as C, MAYA_WA as M
from .model import DELETED, MEDIA, SYS, T, WAChat

ENC = ("Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este "
       "chat, ni siquiera WhatsApp, puede leerlos ni escucharlos.")

CHAT = WAChat("WhatsApp Chat - Carmen Reyes/_chat.txt", "ios-es-MX", C, M, [
    SYS("2026-08-30 08:31:02", ENC),
    T("2026-08-30 08:31:02", C, "Maya, ya te mandé un correo con mi vuelo ✈️ Llego el martes 15 "
      "a las 4:20 de la tarde", "carmen-arrives"),
    T("2026-08-30 18:10:45", M, "¡Qué bueno, Carmen! Tomás te recoge en el aeropuerto. Te mandé "
      "el horario de Elsa por correo", "carmen-arrives"),
    T("2026-09-14 20:05:17", C, "Ya tengo la maleta lista. ¿Hace frío en Seattle?"),
    T("2026-09-14 20:09:58", M, "Un poco, trae un suéter y un paraguas ☔"),
    T("2026-09-15 16:38:26", C, "¡Ya aterricé! Tomás me está esperando en la puerta 3",
      "carmen-arrives"),
    T("2026-09-15 16:41:03", M, "¡Bienvenida! Salgo de la reunión y nos vemos en casa ❤️",
      "carmen-arrives"),
    T("2026-09-17 10:32:40", M, "Ya vamos a abordar. Gracias por todo, Carmen", "outbound"),
    T("2026-09-17 10:35:12", C, "Buen viaje, mija. Elsa y yo vamos a hacer enchiladas en la "
      "parrilla eléctrica 😂", "outbound"),
    MEDIA("2026-09-19 10:52:31", C, "photo"),
    T("2026-09-19 10:53:05", C, "¡Elsa metió un gol! ⚽"),
    MEDIA("2026-09-21 03:40:18", M, "photo", "sintra"),
    T("2026-09-21 03:41:00", M, "El Palacio da Pena esta mañana, con niebla 🌫️", "sintra"),
    T("2026-09-22 19:15:44", C, "¿A qué hora llegan el jueves? Les tengo la cena lista", "return"),
    T("2026-09-22 23:02:09", M, "Aterrizamos a las 7:28 de la noche, en casa como a las 8:30",
      "return"),
    T("2026-09-23 11:20:37", M, "Carmen, el viernes es tu última noche: ¿cena de despedida en "
      "Casa Oaxaca a las 7? Invitamos nosotros", "farewell"),
    T("2026-09-23 11:48:15", C, "¡Ay, qué lindos! Sí, claro. ¿Puede venir Elsa?", "farewell"),
    T("2026-09-23 11:55:02", M, "¡Por supuesto! Reservé mesa para cuatro a las 7, en Fremont",
      "farewell"),
    T("2026-09-25 18:58:40", C, "Elsa y yo ya estamos aquí, en la mesa de la ventana", "farewell"),
    T("2026-09-25 19:01:13", M, "Llego en 5 minutos. Tomás viene tarde del trabajo", "farewell"),
    DELETED("2026-09-25 19:02:30", C),
    T("2026-09-26 10:14:52", C, "Gracias por la cena tan bonita. Ya estoy en la sala de espera. "
      "Los quiero mucho", "farewell", edited=True),
])
