notice(Regexp('a\\'))
