notice(('ab' =~ /(a)/) and $1 == 'a')
