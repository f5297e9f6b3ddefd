function f(Type[Integer] $t) { $t }
f(String)
