$v = SemVer("1.2.3")
notice(10 + $v)
