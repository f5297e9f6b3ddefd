$x = {a => [1, 2]}
$y = 'plain'
notice(getvar('x.a.1'))
notice(getvar('y'))
notice(getvar('::y'))
notice(getvar('nope') =~ Undef)
notice(getvar('nope', 'dflt'))
notice(getvar('x.b', 'missing'))
