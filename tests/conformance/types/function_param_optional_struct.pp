function f(Optional[Struct[{a => Integer}]] $x = undef) { $x }
notice(f())
f({a => 'x'})
