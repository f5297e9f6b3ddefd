notice(match("\u00a0", /\s/))
