function fib(Integer $n) >> Integer {
  if $n < 2 { $n } else { fib($n - 1) + fib($n - 2) }
}
notice(Integer[0, 10].map |$i| { fib($i) })
function greet(String $who = 'world', *$rest) {
  "Hello ${who}! (${rest.length} more)"
}
notice(greet())
notice(greet('x', 1, 2))
notice('y'.greet)
