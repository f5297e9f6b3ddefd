function foo(x) { }
