class base { notify { 'n': tag => ['a'] } }
class sub inherits base { Notify['n'] { tag +> [1, 2].reverse_each } }
include sub
