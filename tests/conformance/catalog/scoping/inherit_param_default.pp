class base { $port = 8080 }
class app($p = $base::port) inherits base { notice($p) notice($port) }
include app
