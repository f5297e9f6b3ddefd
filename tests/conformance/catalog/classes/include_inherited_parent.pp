class parent { notice('parent body') }
class child inherits parent { notice('child body') }
include parent
include child
include parent
