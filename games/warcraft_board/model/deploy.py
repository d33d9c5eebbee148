"""The Deploy step (§4.3; C7, C8): everything optional, in any order.

- `deploy {piece, space}`: a trained piece (in a completed building's training slot) to the seat's
  City space or one of its finished Outposts (never a partner's, C7), within the stack limit counted
  after placing. Deploying into a City holding hostile units is allowed; the space is then pinned (C8),
  which movement.pinned_spaces sees by itself.
- `complete {building}`: a building under construction is flipped; its worker goes to the City space,
  unless the City already holds 3 friendly workers (then it stays unfinished). A tile started by
  `call_to_build` completes freely.
- `complete_outpost {space}`: the Outpost is flipped; its worker stays there as a free worker. Pieces
  may deploy to it in the same step.
"""

from __future__ import annotations

from kernel.errors import IllegalAction

from .occupancy import contested, room_for


def _own_step(game, seat: int) -> None:
    if game.step != "deploy" or game.mover != seat:
        raise IllegalAction("you may deploy and complete only in your own Deploy step")


def deploy_targets(game, seat: int) -> list[str]:
    """The seat's City space and its finished Outposts (C7: never a partner's)."""
    spaces = list(game.city_spaces(seat))
    spaces += [o.space for o in game.outposts_of(seat) if o.done and o.space not in spaces]
    return spaces


def trained_building(game, seat: int, piece_id: int):
    """The completed building holding trained piece `piece_id`, or None."""
    for building in game.seats[seat].buildings:
        if building.done and building.training == piece_id:
            return building
    return None


def check_deploy(game, action) -> None:
    seat = action.player
    _own_step(game, seat)
    piece = game.pieces.get(action.piece)
    if piece is None or piece.owner != seat:
        raise IllegalAction(f"piece {action.piece} is not one of yours")
    if piece.where != "training" or trained_building(game, seat, piece.id) is None:
        raise IllegalAction(f"piece {piece.id} is not a trained piece waiting in one of your buildings")
    if action.space not in deploy_targets(game, seat):
        raise IllegalAction(f"{action.space} is neither your City nor one of your finished Outposts")
    if not room_for(game, action.space, seat, piece.kind):
        what = "workers" if piece.kind == "worker" else "units"
        raise IllegalAction(f"{action.space} already holds {game.values.stack_limit} friendly {what} "
                            "(the stack limit)")


def do_deploy(game, action) -> list[dict]:
    seat = action.player
    piece = game.pieces[action.piece]
    trained_building(game, seat, piece.id).training = None
    piece.where, piece.space = "map", action.space
    events = [{"type": "deployed", "player": seat, "piece": piece.id, "kind": piece.kind, "space": action.space}]
    if contested(game, action.space):
        events.append({"type": "pinned", "space": action.space})
    return events


def check_complete(game, action) -> None:
    seat = action.player
    _own_step(game, seat)
    buildings = game.seats[seat].buildings
    if not 0 <= action.building < len(buildings):
        raise IllegalAction(f"you have no building {action.building}")
    building = buildings[action.building]
    if building.done:
        raise IllegalAction(f"building {action.building} is already complete")
    if building.by_card:
        return
    city = game.seats[seat].city
    if city is None:
        raise IllegalAction("you have no City for the builder to return to")
    if not room_for(game, city, seat, "worker"):
        raise IllegalAction(f"your City already holds {game.values.stack_limit} friendly workers: the "
                            "builder cannot return, so the building stays unfinished")


def do_complete(game, action) -> list[dict]:
    seat = action.player
    building = game.seats[seat].buildings[action.building]
    building.done = True
    events = [{"type": "completed", "player": seat, "building": action.building, "kind": building.kind}]
    if building.worker is not None:
        worker = game.pieces[building.worker]
        worker.where, worker.space = "map", game.seats[seat].city
        building.worker = None
        events.append({"type": "builder_returned", "player": seat, "piece": worker.id, "space": worker.space})
    return events


def check_complete_outpost(game, action) -> None:
    seat = action.player
    _own_step(game, seat)
    outpost = game.outposts.get(action.space)
    if outpost is None or outpost.owner != seat:
        raise IllegalAction(f"you have no Outpost in {action.space}")
    if outpost.done:
        raise IllegalAction(f"your Outpost in {action.space} is already finished")


def do_complete_outpost(game, action) -> list[dict]:
    outpost = game.outposts[action.space]
    outpost.done = True
    outpost.worker = None               # the builder stays in the space as a free worker
    return [{"type": "outpost_completed", "player": action.player, "space": action.space}]


def legal_deploy(game, seat: int, make_deploy=None, make_complete=None, make_complete_outpost=None) -> list:
    """Every Deploy-step action open to the seat now (built by the makers given, default the actions)."""
    from .actions import Complete, CompleteOutpost, Deploy

    make_deploy = make_deploy or (lambda piece, space: Deploy(player=seat, piece=piece, space=space))
    make_complete = make_complete or (lambda index: Complete(player=seat, building=index))
    make_complete_outpost = make_complete_outpost or (lambda space: CompleteOutpost(player=seat, space=space))

    if game.step != "deploy" or game.mover != seat:
        return []
    actions = []
    player = game.seats[seat]
    for building in player.buildings:
        if building.done and building.training is not None:
            piece = game.pieces[building.training]
            for space in deploy_targets(game, seat):
                if room_for(game, space, seat, piece.kind):
                    actions.append(make_deploy(piece.id, space))
    city = player.city
    for index, building in enumerate(player.buildings):
        if not building.done and (building.by_card or (city is not None and room_for(game, city, seat, "worker"))):
            actions.append(make_complete(index))
    for outpost in game.outposts_of(seat):
        if not outpost.done:
            actions.append(make_complete_outpost(outpost.space))
    return actions
