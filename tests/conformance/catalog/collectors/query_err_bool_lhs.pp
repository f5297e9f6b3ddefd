@notify { 'a': message => 'm' }
Notify <| true == 'm' |>
notice('x')
