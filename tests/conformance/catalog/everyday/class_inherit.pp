class base { $v = 'base-v'  notify { 'from-base': } }
class child inherits base { notice($v) notice($base::v) }
include child
notice($child::v)
