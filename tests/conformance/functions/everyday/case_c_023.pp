notice(chop("abc"))
