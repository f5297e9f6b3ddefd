notice(match("a\nb", /^b$/))
