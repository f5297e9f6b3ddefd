notice(chop(""))
