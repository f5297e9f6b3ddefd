function f() >> Nope { notice('body ran'); 1 }
notice('before')
f()
