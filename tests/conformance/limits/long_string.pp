$s = Integer[1,200].reduce('') |$m, $x| { "${m}ab" }
notice($s.length)
