if false { } else { function f() { 1 } }
