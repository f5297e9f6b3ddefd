$list = [3, 'a', 2.5, [1], {k => v}, undef, true, /re/, Integer]
$list.each |$x| { notice("${x} is ${type($x, generalized)}") }
