notice(match("a\nb", /a$/))
