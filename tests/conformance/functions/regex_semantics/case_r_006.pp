notice(match("a\nb", /a.b/))
