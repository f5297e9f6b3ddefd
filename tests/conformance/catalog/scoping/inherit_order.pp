class base { notice('base body') }
class child inherits base { notice('child body') }
include child
include base
