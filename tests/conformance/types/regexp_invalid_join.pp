$r = Regexp['a(']
notice([$r, 1].join(','))
