$s = 'The Quick Brown'
notice($s.downcase, $s.upcase, $s.capitalize, $s.length, $s.size)
notice($s[4, 5], $s[-5, 5])
notice("${s[0]}${s[-1]}")
