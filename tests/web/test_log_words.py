"""The log in words (gateway/web/js/words/): every event kind of every registered game, and every
platform event, has a sentence written for it, naming players and keeping hidden information
hidden. The kinds are enumerated from each game's event message (the members of its `event`
oneof), so a new event without a sentence fails here. Run in a real Chromium on the client's own
modules, served as files (no platform needed)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from google.protobuf.json_format import MessageToDict
from google.protobuf.message import Message
from ludus.v1 import ark_pb2, arkadia_pb2, common_pb2, zapp_zerapp_pb2

from services import games
from tests.web.static_site import static_site

#: The events the platform itself appends (common.proto, "Platform event").
PLATFORM_EVENTS: list[type[Message]] = [
    common_pb2.MatchCreated,
    common_pb2.SeatClaimed,
    common_pb2.TimedOut,
    common_pb2.SeatReclaimed,
    common_pb2.MatchEnded,
]

#: Seats as MatchInfo names them; the reader of every sentence below is seat 1 (Ben).
SEATS = [{"seat": n, "name": name, "kind": "SEAT_KIND_HUMAN"} for n, name in enumerate(["Anna", "Ben", "Carl", "Dora"])]

#: What a sentence must never show a player: raw fields, ids, enum names, JavaScript leftovers.
DEVELOPER_TEXT = re.compile(r"undefined|NaN|null|\[object|[{}@_]|[A-Z]{4,}|\bseat \d|\bv\d+\b")


@pytest.fixture(scope="module")
def words(browser: Any) -> Iterator[Any]:
    """A blank page with the client's words module loaded as `window.words`."""
    with static_site() as url:
        page = browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.goto(f"{url}/")
        page.evaluate("async () => { window.words = await import('/web/js/words/index.js'); }")
        yield page
        assert errors == []
        page.close()


def packed(message: Message) -> dict[str, Any]:
    """The event as the web face sends it: canonical JSON with defaults, in an Any."""
    body = MessageToDict(message, always_print_fields_with_no_presence=True)
    return {"@type": f"type.googleapis.com/{message.DESCRIPTOR.full_name}", **body}


def tell(words: Any, game: str, events: list[dict[str, Any]], viewer: int | None = 1) -> list[dict[str, Any]]:
    data = games.load(game).static_data()
    statics = MessageToDict(data, always_print_fields_with_no_presence=True) if data is not None else {}
    return list(
        words.evaluate(
            """([game, events, viewer, statics, seats]) => events.map((event) => {
                const { kind } = window.words.kindOf({ event });
                const match = { game, seats };
                return { kind, written: window.words.hasSentence(game, kind),
                         text: window.words.sentence({ event }, { game, match, viewer, statics, view: null }) };
            })""",
            [game, events, viewer, statics, SEATS],
        )
    )


def member_events(game: str) -> list[tuple[str, dict[str, Any]]]:
    """One event per member of the game's event oneof, every field at its default."""
    event_type = games.load(game).event_type
    members = []
    for field in event_type.DESCRIPTOR.oneofs_by_name["event"].fields:
        event = event_type()
        getattr(event, field.name).SetInParent()
        members.append((field.json_name, packed(event)))
    return members


def assert_sentence(kind: str, text: str) -> None:
    assert text and text[0].isupper() and text.endswith("."), f"{kind}: {text!r} is not a sentence"
    assert not DEVELOPER_TEXT.search(text), f"{kind}: {text!r} reads like a developer message"


@pytest.mark.parametrize("game", games.names())
def test_every_event_of_every_game_has_a_sentence(words: Any, game: str) -> None:
    members = member_events(game)
    assert members, f"{game} declares no events"
    told = tell(words, game, [event for _, event in members])
    for (kind, _), line in zip(members, told, strict=True):
        assert line["kind"] == kind
        assert line["written"], f"{game}: the event {kind} has no sentence in gateway/web/js/words/{game}.js"
        assert_sentence(kind, line["text"])


def test_every_platform_event_has_a_sentence(words: Any) -> None:
    for message_type in PLATFORM_EVENTS:
        [line] = tell(words, "ark", [packed(message_type())])
        assert line["written"], f"{message_type.DESCRIPTOR.name} has no sentence in gateway/web/js/words/platform.js"
        assert_sentence(line["kind"], line["text"])


def ark_card() -> tuple[str, str]:
    """An animal card of Ark with a name no other card shares: (id, name)."""
    catalogue = games.load("ark").static_data()
    assert isinstance(catalogue, ark_pb2.ArkCatalogue)
    names = [card.name for card in catalogue.cards]
    card = next(card for card in catalogue.cards if names.count(card.name) == 1)
    return card.id, card.name


def test_sentences_name_players_and_say_you_to_the_viewer(words: Any) -> None:
    card, name = ark_card()
    played = ark_pb2.ArkEvent(
        card_played=ark_pb2.ArkCardPlayed(seat=0, card=card, side=ark_pb2.ARK_SIDE_LEFT, row=6, tilt=-1)
    )
    turn = ark_pb2.ArkEvent(turn_started=ark_pb2.ArkTurnStarted(seat=1, phase=ark_pb2.ARK_PHASE_PLAY))
    lines = [line["text"] for line in tell(words, "ark", [packed(played), packed(turn)])]
    assert lines == [f"Anna played the {name} into left cabin 6; the ark tilts to \u22121.", "Your turn."]


def test_hidden_information_is_phrased_per_viewer(words: Any) -> None:
    card, name = ark_card()
    # Seat 2's draw as seat 1 receives it (redacted: no card) and seat 1's own draw (its card).
    theirs = packed(ark_pb2.ArkEvent(card_drawn=ark_pb2.ArkCardDrawn(seat=2)))
    mine = packed(ark_pb2.ArkEvent(card_drawn=ark_pb2.ArkCardDrawn(seat=1, card=card)))
    assert [line["text"] for line in tell(words, "ark", [theirs, mine])] == [
        "Carl drew a card from the deck.",
        f"You drew the {name} from the deck.",
    ]
    pile = packed(
        arkadia_pb2.ArkadiaEvent(
            card_drawn=arkadia_pb2.ArkadiaCardDrawn(seat=0, source=arkadia_pb2.ARKADIA_DRAW_SOURCE_PILE)
        )
    )
    assert [line["text"] for line in tell(words, "arkadia", [pile])] == ["Anna drew a card from the pile."]
    # A shake is told without its sample, even to the shaker whose event carries it: the sample is
    # for the ear (sound.js), never a number on the page.
    sample = zapp_zerapp_pb2.ZappZerappRattle(
        clicks=[zapp_zerapp_pb2.ZappZerappClick(time_ms=t, loudness=0.5) for t in (90, 300, 700)]
    )
    shake = packed(
        zapp_zerapp_pb2.ZappZerappEvent(
            can_shaken=zapp_zerapp_pb2.ZappZerappCanShaken(seat=1, position=4, shake=2, sample=sample)
        )
    )
    assert [line["text"] for line in tell(words, "zapp_zerapp", [shake])] == ["You shook the can at position 4."]
    # A spectator (no viewer) is told names, never "you".
    assert [line["text"] for line in tell(words, "ark", [mine], viewer=None)] == [f"Ben drew the {name} from the deck."]
