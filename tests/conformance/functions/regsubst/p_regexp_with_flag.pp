notice(regsubst("a\nb", /a.b/, "X", "M"))
