notice(Default[1])
