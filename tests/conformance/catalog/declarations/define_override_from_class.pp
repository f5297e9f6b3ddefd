define d { notify { "n-${title}": message => 'original' } }
class base { d { 'x': } }
class sub inherits base { }
include sub
Notify <| title == 'n-x' |> { message => 'collected override' }
