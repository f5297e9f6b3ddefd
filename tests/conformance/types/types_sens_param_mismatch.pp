function f(Sensitive[Integer] $s) { $s }
f(Sensitive('x'))
