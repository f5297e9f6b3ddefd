$r = Regexp['a(']
$x = 'x'
notice("${x} and ${[$r]}")
