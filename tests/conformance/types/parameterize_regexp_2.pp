notice(Regexp[])
