$str = "key1=val1;key2=val2;;key3"
$pairs = $str.split(";").filter |$s| { !$s.empty }.map |$s| { $s.split("=") }
notice($pairs)
$h = Hash($pairs.filter |$p| { $p.length == 2 })
notice($h)
notice($h.keys.map |$k| { $k.upcase })
