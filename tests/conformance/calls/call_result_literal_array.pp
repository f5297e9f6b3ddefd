function f() { notice('called') }
f() [1]
