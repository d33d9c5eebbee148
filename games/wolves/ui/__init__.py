"""The Wolves' pictures (pygame): the board's art, pieces and tokens, and the board view the play screen drives."""
