notice(split("a1b22c", /\d+/))
