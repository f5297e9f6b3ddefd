function f() >> Nope { 1 }
notice('before')
