notice(Regexp('a', 'yes'))
