notice('abc'.map |$i, $x| { "${i}${x}" })
