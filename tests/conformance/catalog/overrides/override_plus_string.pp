class base { notify { 'n': tag => 'one' } }
class sub inherits base { Notify['n'] { tag +> 'two' } }
include sub
notice(Notify['n'][tag])
