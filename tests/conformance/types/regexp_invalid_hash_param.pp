$r = Regexp['a(']
notice({ a => $r }.map |$k, $v| { $k })
notice(Hash[String, $r])
