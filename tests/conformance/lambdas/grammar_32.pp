function f() >> Integer[ { 1 }
