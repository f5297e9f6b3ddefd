notice(Regexp['a', 'b'])
