class a { $x = [1] $x.each |$v| { } }
include a
notice(ok)
