@notify { 'a': message => 'm' }
Notify <| Message == 'm' |>
notice('x')
