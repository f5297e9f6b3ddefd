function f(Sensitive[String] $s) { $s }
f('plain')
