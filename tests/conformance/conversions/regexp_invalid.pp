notice(Regexp('a('))
