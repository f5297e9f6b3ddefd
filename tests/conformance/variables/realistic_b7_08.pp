$v = '3.10.2'
if versioncmp($v, '3.9') > 0 { notice('newer') }
$parts = $v.split('\.').map |$p| { Integer($p) }
notice($parts)
notice($parts[0] * 100 + $parts[1])
