notice(Regexp('('))
