$v = [Timespan(1.5), Timestamp(0), SemVer('1.0.0'), SemVerRange('>=1'), Binary('aGk='), Sensitive('s'), /r/, Integer, default, undef, 1.0]
notice($v)
notice("${v}")
notice({'k' => $v})
