"""Speed of the map checks on the largest outlines: the geometry that once blew up, and a whole map.

    python bench/map_check.py [--runs 5]

The tests count the work these take (tests/model/test_geometry.py, test_files_and_data.py: the
machines that run them are shared, so they assert no times); this measures it. Each case runs
`--runs` times in this process; prints ONE JSON line, the best time of each case in milliseconds:

    {"bench": "map_check", "runs": R, "self_intersection_ms": {...}, "interior_point_ms": {...},
     "shared_borders_ms": {...}, "check_map_largest_ms": M}

- self_intersection: 2,000-point outlines (circle, star, zigzag, crossed square): the sweep line;
  the pairwise test took about 3 s each.
- interior_point: the label search on a 2,000-point ripple and a 1,952-point comb of 50 teeth
  (an unbounded search took 18 s on the comb).
- shared_borders: 50 squares of 2,000 points in a grid, a long edge among 80,000 short ones (the
  spatial hash), 50 zigzags piled on one another (refused: TooComplex).
- check_map_largest: `check_map` of a map of 50 regions of 2,000 points (the most points a map
  may have), read from a file: schema, outlines, borders.
"""

import argparse
import json
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))

import outlines  # noqa: E402
from hostile_inputs import grid_map  # noqa: E402

from games.smallworld.model import geometry  # noqa: E402
from games.smallworld.model.board import check_map  # noqa: E402


def best_ms(call, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return round(min(times) * 1000, 1)


def piled():
    try:
        geometry.shared_borders(outlines.piled_combs(), max_tests=3_000_000)
    except geometry.TooComplex:
        return
    raise SystemExit("error: the piled zigzags were not refused as too complex")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="times each case runs (the best is kept)")
    args = parser.parse_args()
    runs = max(1, args.runs)
    shapes = {"circle": outlines.circle(), "star": outlines.star(), "zigzag": outlines.zigzag(),
              "crossed_square": outlines.crossed_square()}
    labels = {"ripple": outlines.wavy(), "comb_of_teeth": outlines.comb_of_teeth()}
    borders = {"grid": outlines.squares_in_a_grid(), "long_edge": outlines.long_edge_among_circles()}
    with tempfile.TemporaryDirectory(prefix="map-check-") as folder:
        path = os.path.join(folder, "largest.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(grid_map(50, 2000, map_id="largest"), handle)
        if any(not p.warning for p in check_map(path)):
            raise SystemExit("error: the largest map is refused: " + "; ".join(map(str, check_map(path))))
        result = {
            "bench": "map_check", "runs": runs,
            "self_intersection_ms": {name: best_ms(lambda p=poly: geometry.self_intersection(p), runs)
                                     for name, poly in shapes.items()},
            "interior_point_ms": {name: best_ms(lambda p=poly: geometry.interior_point(p), runs)
                                  for name, poly in labels.items()},
            "shared_borders_ms": dict({name: best_ms(lambda p=polys: geometry.shared_borders(p), runs)
                                       for name, polys in borders.items()}, piled=best_ms(piled, runs)),
            "check_map_largest_ms": best_ms(lambda: check_map(path), runs),
        }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
