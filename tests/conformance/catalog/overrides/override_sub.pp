class base { notify { 'x': message => 'base' } }
class sub inherits base { Notify['x'] { message => 'sub', withpath => true } }
include sub
