notice(match("\v", /\s/))
