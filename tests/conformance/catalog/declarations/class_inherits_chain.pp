class base { $v = 'base' notice('base body') }
class middle inherits base { $m = "middle sees ${v}" notice($m) }
class leaf inherits middle { notice("leaf sees ${v} ${m}") }
include leaf
notice($leaf::v)
