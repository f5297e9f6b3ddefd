@notify { 'a': message => 'm' }
notice('before')
Notify <| $nope == 'm' |>
notice('x')
