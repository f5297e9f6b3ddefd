notice(split("a.b.c", "."))
notice(split("a|b|c", "|"))
notice(split("a\nb\nc", /$/))
notice(split("  lead trail  ", /\s+/))
