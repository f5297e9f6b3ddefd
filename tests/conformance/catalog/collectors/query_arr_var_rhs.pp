$v = ['m', 'n']
@notify { 'a': message => ['m', 'n'] }
@notify { 'b': message => 'm' }
Notify <| message == $v |>
