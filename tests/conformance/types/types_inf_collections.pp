$vals = [[], {}, [1,2,3], [1,'a'], {a => 1}, {a => 1, b => 'x'}, [[1],[2,3]], [undef], {1 => 2}, [1, 2.5]]
$vals.each |$v| { notice("${type($v)} | ${type($v, 'reduced')} | ${type($v, 'generalized')}") }
