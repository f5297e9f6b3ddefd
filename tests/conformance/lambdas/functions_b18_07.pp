function f($a, $a) { $a }
