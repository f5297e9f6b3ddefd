class base { $v = 1 }
class foo($a = $base::nope) inherits base { }
include foo
