function opt(Optional[String] $s = undef, Variant[Integer, Enum['a', 'b']] $v = 'a') { "${s}|${v}" }
notice(opt())
notice(opt('x', 3))
notice(opt(undef, 'c'))
