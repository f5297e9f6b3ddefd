$vals = [1, -5, 1.5, 'abc', '', true, false, undef, default, /re/, 0]
$vals.each |$v| { notice("${type($v)} | ${type($v, 'reduced')} | ${type($v, 'generalized')}") }
