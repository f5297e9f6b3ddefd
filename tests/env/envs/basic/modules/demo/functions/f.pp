function demo::f($x) { $x * 2 }
