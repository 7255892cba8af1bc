"""The lesson screen's own words (each script holds its steps' words)."""

from ui.i18n import add_ui_texts

add_ui_texts(
    {
        "lesson_title": "Learn by playing: {game}",
        "lesson_counter": "Step {step} of {total}",
        "lesson_complete": "Lesson complete",
        "lesson_wait": "Wait a moment: the other side is answering.",
        "lesson_over_now": "The lesson is over: start a real game to play on.",
        "lesson_replying_one": "{seat} answers…",
        "lesson_replying_other": "{seat} answer…",
        "lesson_real_game": "Start a real game",
        "lesson_back": "Back to the games",
        "lesson_unknown": "There is no lesson for '{game}'.",
        "lesson_seat_tag": "follows the lesson",
        "lesson_keys": "With the keyboard: Tab to the {board}; the cursor starts on the suggested "
        "move; Enter plays it (a second Enter confirms where the cursor asks).",
    },
    {
        "lesson_title": "Impara giocando: {game}",
        "lesson_counter": "Passo {step} di {total}",
        "lesson_complete": "Lezione completata",
        "lesson_wait": "Un momento: l'altra parte sta rispondendo.",
        "lesson_over_now": "La lezione è finita: inizia una partita vera per giocare ancora.",
        "lesson_replying_one": "{seat.Il} risponde…",
        "lesson_replying_other": "{seat.Il} rispondono…",
        "lesson_real_game": "Inizia una partita vera",
        "lesson_back": "Torna ai giochi",
        "lesson_unknown": "Non c'è una lezione per '{game}'.",
        "lesson_seat_tag": "segue la lezione",
        "lesson_keys": "Con la tastiera: Tab porta al {board}; il cursore parte dalla mossa "
        "suggerita; Invio la gioca (un secondo Invio conferma dove il cursore lo chiede).",
    },
)
