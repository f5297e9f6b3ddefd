function f(Integer) { }
