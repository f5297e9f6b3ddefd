$r = Regexp['a(']
$s = String([$r])
notice(1)
