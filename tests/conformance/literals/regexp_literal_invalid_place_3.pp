notice(Regexp('['))
