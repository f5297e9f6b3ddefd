function f(Sensitive[Integer] $x) { $x }
f(Sensitive('a'))
