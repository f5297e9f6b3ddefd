$r = Regexp['a(']
notice(sprintf('%s', $r))
