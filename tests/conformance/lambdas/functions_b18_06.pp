function f(*$r, $a) { $a }
