notice(regsubst("a\nb\nc", /^/, "> ", "G"))
notice(regsubst("a\nb", /$/, ";", "G"))
notice(regsubst("a\nb", /\Z/, "!", "G"))
notice(regsubst("a.b", /\A./, "X"))
