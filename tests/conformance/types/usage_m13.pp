$s = Sensitive('secret') notice($s) notice($s =~ Sensitive[String]) notice(type($s)) notice($s.unwrap)
