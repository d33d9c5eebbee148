"""Warcraft: The Board Game (game id `warcraft_board`): its rules (model/), data, computer players and
command line. docs/WARCRAFT_RULES.md tells the rules in the program's own words."""
