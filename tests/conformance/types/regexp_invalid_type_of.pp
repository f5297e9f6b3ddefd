$r = Regexp['a(']
notice($r == Regexp['a('])
notice(type($r))
notice(String(type($r)) =~ /Type/)
