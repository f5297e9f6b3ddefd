$s = 'abc'
notice("${s.upcase}")
notice("${s.length}")
notice("$s.upcase")
