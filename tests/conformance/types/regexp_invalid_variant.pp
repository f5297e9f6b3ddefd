$r = Regexp['a(']
notice(1 =~ Variant[Integer, $r])
notice('s' =~ Variant[Integer, $r])
