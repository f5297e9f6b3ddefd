$r = Regexp['a(']
notice(String($r))
