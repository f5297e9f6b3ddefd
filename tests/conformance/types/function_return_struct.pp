function f() >> Struct[{a => Integer}] { {a => 'x'} }
f()
