# Functions, type aliases, defines and templates of modules first loaded inside calls (lambdas
# and functions), then used again after those calls returned.
$r = [1, 2, 3].map |$i| {
  [demo::f($i), demo::calls($i), [$i] =~ Demo::Deep::N, epp('demo/greet.epp', { who => "w${i}" })]
}
notice($r)
[4, 5].each |$i| {
  demo::d { "in${i}": v => demo::f($i) }
}
notice(demo::f(5))
notice(demo::deep::k())
notice([7] =~ Demo::Deep::N)
notice(11 =~ Demo::T)
notice(epp('demo/greet.epp', { who => 'again' }))
demo::d { 'after': }
