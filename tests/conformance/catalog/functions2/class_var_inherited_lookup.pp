class base { $shared = 'from base' }
class child inherits base { }
include child
notice($child::shared)
