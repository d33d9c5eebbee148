"""Large outlines that once made the geometry blow up (tests/model/test_geometry.py counts the work
they take, bench/map_check.py times it). Each is a list of (x, y) points, or a dict of them."""

import math


def outline(x0, y0, w, h, points):
    """A w x h rectangle at (x0, y0) with `points` points on its outline, evenly spread."""
    side = points // 4
    return ([(x0 + w * k / side, y0) for k in range(side)]
            + [(x0 + w, y0 + h * k / side) for k in range(side)]
            + [(x0 + w - w * k / side, y0 + h) for k in range(side)]
            + [(x0, y0 + h - h * k / side) for k in range(side)])


def circle(cx=100, cy=100, radius=60, points=2000):
    return [(cx + radius * math.cos(2 * math.pi * i / points), cy + radius * math.sin(2 * math.pi * i / points))
            for i in range(points)]


def star(points=2000):
    """Spikes 1,000 long between points a thousandth from the centre."""
    return [(5000 + (1e-3 if i % 2 else 1000) * math.cos(2 * math.pi * i / points),
             5000 + (1e-3 if i % 2 else 1000) * math.sin(2 * math.pi * i / points)) for i in range(points)]


def zigzag(points=2000):
    """Edges 1,000 long going up and down one unit apart, closed over the top."""
    return [(i, 0 if i % 2 else 1000) for i in range(points - 2)] + [(points - 3, 2000), (0, 2000)]


def crossed_square(points=2000):
    """`outline` of a square whose last two edges cross: the pairwise test's worst case."""
    square = outline(0, 0, 100, 100, points)
    square[-2], square[-3] = square[-3], square[-2]
    return square


def wavy(points=2000):
    """A circle of radius 300 with a ripple of 40."""
    return [(500 + (300 + 40 * math.sin(i / 7)) * math.cos(2 * math.pi * i / points),
             500 + (300 + 40 * math.sin(i / 7)) * math.sin(2 * math.pi * i / points)) for i in range(points)]


def comb_of_teeth(teeth=50, width=10, gap=10, length=1000, cuts=19):
    """A comb: `teeth` teeth `width` wide and `length` long on a bar `width` thick, the long sides
    cut in `cuts` (1,952 points). Every tooth is as good a place for a label as any other."""
    def side(a, b):
        return [(a[0] + (b[0] - a[0]) * k / cuts, a[1] + (b[1] - a[1]) * k / cuts) for k in range(cuts)]
    pitch = width + gap
    points = [(0, 0), (teeth * pitch - gap, 0)]
    for t in reversed(range(teeth)):
        x0 = t * pitch
        points += side((x0 + width, width), (x0 + width, length)) + [(x0 + width, length)]
        points += side((x0, length), (x0, width))
    return points


def long_edge_among_circles():
    """One long diagonal among 80,000 one-unit edges (40 circles of 2,000 points): cells of one
    edge's length would put the diagonal in about 360 million cells of a spatial hash."""
    polygons = {"tri": [(0, 0), (20000, 0), (0, 20000)]}
    for k in range(40):
        polygons[f"c{k}"] = circle(11000 + (k % 8) * 1000, 11000 + (k // 8) * 1000, 330)
    return polygons


def squares_in_a_grid(count=50, points=2000, side=1000):
    """`count` squares, 10 to a row, neighbours sharing a side (edges 2 long for 2,000 points)."""
    return {f"r{i}": outline((i % 10) * side, (i // 10) * side, side, side, points) for i in range(count)}


def piled_combs(count=50):
    """`count` zigzags 100,000 high lying across one another: millions of pairs of edges meet."""
    return {f"z{k}": [(i * 50 + k, 0 if i % 2 else 100000) for i in range(1998)] + [(1997 * 50 + k, 100001),
                                                                                      (k, 100001)]
            for k in range(count)}
