$ports = [80, 443, "8080", 22]
$valid = $ports.map |$p| { Integer($p) }.filter |$p| { $p > 1024 or $p == 80 }
notice($valid)
$total = $valid.reduce(0) |$s, $p| { $s + $p }
notice("total=${total} avg=${total / $valid.length} f=${total * 1.0 / $valid.length}")
