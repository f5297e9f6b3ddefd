function f($0) { }
