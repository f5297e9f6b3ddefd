notice('a' =~ 'a(')
