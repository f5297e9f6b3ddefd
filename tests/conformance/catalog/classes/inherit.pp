class base($v = 'b') { $bv = "base-${v}" notify { 'base': } }
class child inherits base { notice($bv) notice($base::bv) notify { 'child': } }
include child
notice($child::bv)
