class base { notify { 'x': } }
class sub inherits base { Notify['x'] { message => 'from sub' } }
include sub
notice(Notify['x'][message])
