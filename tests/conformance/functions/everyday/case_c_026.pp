notice(chop("é"))
