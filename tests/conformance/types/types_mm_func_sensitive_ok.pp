function f(Sensitive[String] $s) { $s }
notice(f(Sensitive('x')))
