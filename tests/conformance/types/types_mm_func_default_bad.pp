function f(Integer $x = 'a') { $x }
f()
