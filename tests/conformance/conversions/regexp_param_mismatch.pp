notice(Regexp['a+']('b+'))
