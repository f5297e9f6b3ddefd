function f($a::b) { }
