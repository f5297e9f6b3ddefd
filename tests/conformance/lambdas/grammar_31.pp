function f() >> { 1 }
