class a { notice('a body') }
class b inherits a { notice('b body') }
include a
include b
