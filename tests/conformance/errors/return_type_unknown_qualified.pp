function f() >> Nope::Thing { 1 }
f()
