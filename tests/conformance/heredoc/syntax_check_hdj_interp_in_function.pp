function f($x) { @("END":json) }
  {"v": ${x}}
  | END
notice(f(1))
notice(f('"s"'))
notice(f('s'))
