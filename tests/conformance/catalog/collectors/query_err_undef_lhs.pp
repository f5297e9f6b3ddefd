@notify { 'a': message => 'm' }
Notify <| undef == 'm' |>
notice('x')
