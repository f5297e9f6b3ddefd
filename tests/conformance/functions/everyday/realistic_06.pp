$s = 'The quick brown fox'
notice(sprintf("%s has %d words", $s, $s.split(/\s+/).length))
notice(String($s.split(' ').length, '%03d'))
notice($s.split(' ').slice(2).map |$p| { $p.join('+') })
notice($s.split(' ').each_slice(2))
