# Iterator#step yields *element unless the lambda's arity is 1 (PuppetProc#arity): an array
# element spreads over the parameters, a hash pair likewise
[[1, 2], [3]].reverse_each |$a, $b = 'none'| { notice("${a} ${b}") }
[[1, 2, 3]].reverse_each |$first, *$rest| { notice($first) notice($rest) }
$h = { 'k' => 'v', 'x' => 'y' }
$h.reverse_each |*$all| { notice($all) }
[['a', 'b']].reverse_each |$only| { notice($only) }
