notice(split("a\nb\nc", /^/))
notice(split("a1\nb2", /\d$/))
