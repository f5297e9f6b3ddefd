function f(*$x, $y) { 1 }
