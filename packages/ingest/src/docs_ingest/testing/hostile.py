"""Pages of markup that never closes, for the ING-111 tests and `bench_hostile_markup.py`."""

from __future__ import annotations

__all__ = ["HOSTILE_SHAPES", "HOSTILE_UNITS", "hostile_pages"]

HOSTILE_UNITS = {
    "quoted shortcode openers": '{{< relref "',
    "shortcode openers": "{{< x ",
    "shortcode pairs never closed": "{{< note >}}\n",
    "shortcodes failing with a closer in reach": "{{< x " * 150 + '"\nb>}}',
    "comment openers": "<!-- ",
    "pre openers": "<pre>",
    "code openers": "<code>",
    "div openers": "<div>",
    "emphasis never closed": "<b>",
    "anchors with no tag end": "<a ",
    "quoted anchors": '<a "',
    "images with no tag end": "<img ",
    "table tags": "<table><tr><td>",
    "fences": "```\n",
    "link openers": "[a](",
}
"""A unit repeated to a page's size."""

HOSTILE_SHAPES = {
    "a literal placeholder mark in a code span": "a & `\ue0000\ue001` b",
    "blanks inside a heading": "# a" + " " * 5_000 + "b",
    "blanks after a table row": "|a|\n" + " " * 20_000 + "x\n",
    "a run of backticks": "a&" + "`" * 12_500 + "b" * 12_500,
    "blanks inside a link": "[a](" + " " * 20_000 + "b",
    "fence openers missing a backtick": "``sh\n" * 20_000,
    "closing tags no opener matches": "{{< a >}}" * 15_000 + "{{< /b >}}" * 15_000,
    "empty link targets beside many headings": "".join(f"## h{i}\n\n" for i in range(6_000))
    + "[x]()\n" * 8_000,
    "rows with no tag end": "<table>" + "<tr " * 25_000 + "</table>",
}
"""Whole pages of their own size, found by a second review."""


def hostile_pages(size: int) -> dict[str, str]:
    """Every unit repeated to ``size`` characters, then every shape."""
    pages = {name: unit * (size // len(unit)) for name, unit in HOSTILE_UNITS.items()}
    return {**pages, **HOSTILE_SHAPES}
