notice(Regexp[1])
