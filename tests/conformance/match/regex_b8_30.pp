notice('a' =~ Regexp('['))
