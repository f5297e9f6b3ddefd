class base { notify { ['x', 'y']: } }
class sub inherits base { Notify['x', 'y'] { message => 'both' } }
include sub
