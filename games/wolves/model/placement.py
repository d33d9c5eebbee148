"""Who may stand where (§4.3) and where a pushed wolf goes (§4.9, C5).

A hex's pieces are a tuple of (pack, kind) pairs, kind one of den, pack, alpha, lair. A hex holds
at most 2 pieces and at most 1 den or lair; hexes holding a lone-wolf or prey token hold none (C10).
A piece may join a hex holding exactly one foreign piece only if it stands higher in the hierarchy
den < pack wolf < alpha < lair; an alpha joining a lone foreign pack wolf pushes it.
"""

from __future__ import annotations

from collections.abc import Callable

Hex = tuple[int, int]
Piece = tuple[str, str]
Content = tuple[Piece, ...]

OK = "ok"
PUSH = "push"
EMPTY: Content = ()
NAMES = {"alpha": "alpha", "pack": "pack wolf", "den": "den", "lair": "lair"}


def wolf_entry(content: Content, pack: str, kind: str) -> str:
    """OK, PUSH (an alpha joining a lone foreign pack wolf) or the reason a wolf of `pack` and `kind`
    may not end its move on a hex holding `content` (a token-free land hex)."""
    if not content:
        return OK
    if len(content) >= 2:
        return "it already holds two pieces (§4.3)"
    other_pack, other_kind = content[0]
    if other_pack == pack or other_kind == "den":
        return OK
    if other_kind == "pack":
        if kind == "alpha":
            return PUSH
        return "a pack wolf cannot join a foreign pack wolf; only an alpha pushes it (§4.3)"
    return f"a wolf cannot join a foreign {NAMES[other_kind]} (§4.3)"


def den_refusal(content: Content, pack: str) -> str | None:
    """Why a den of `pack` may not be built on a hex holding `content`; None when it may."""
    if not content:
        return None
    if len(content) >= 2:
        return "it already holds two pieces (§4.3)"
    other_pack, other_kind = content[0]
    if other_pack != pack:
        return f"it holds a foreign {NAMES[other_kind]}: a den joins only your own wolf (§4.3)"
    if other_kind in ("den", "lair"):
        return f"it already holds your {other_kind}: one den or lair a hex (§4.3)"
    return None


def without(content: Content, piece: Piece) -> Content:
    """`content` less one `piece`."""
    i = content.index(piece)
    return content[:i] + content[i + 1:]


def push_options(adj: dict[Hex, tuple[Hex, ...]], at: Hex, pushed_pack: str,
                 pieces_at: Callable[[Hex], Content], has_token: Callable[[Hex], bool]) -> list[Hex]:
    """The nearest hexes a wolf of `pushed_pack` pushed from `at` may go to, in the fixed search order
    (nearest by land steps, then neighbours E NE NW W SW SE): empty (no piece, no token) or friendly
    (exactly one piece, of its own pack); the pushing hex never qualifies (C5). [] when none exists."""
    seen = {at}
    frontier = [at]
    while frontier:
        ring = []
        for h in frontier:
            for n in adj[h]:
                if n not in seen:
                    seen.add(n)
                    ring.append(n)
        found = []
        for n in ring:
            content = pieces_at(n)
            if not content:
                if not has_token(n):
                    found.append(n)
            elif len(content) == 1 and content[0][0] == pushed_pack:
                found.append(n)
        if found:
            return found
        frontier = ring
    return []
