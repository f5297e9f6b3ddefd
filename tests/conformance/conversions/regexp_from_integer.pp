notice(Regexp(1))
