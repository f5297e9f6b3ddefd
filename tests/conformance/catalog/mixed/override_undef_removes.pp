class base { notify { 'x': message => 'm', withpath => true } }
class sub inherits base { Notify['x'] { withpath => undef } }
include sub
