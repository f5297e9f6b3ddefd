function f() { @(END:json) }
  [1,
  | END
notice('x')
notice(f())
