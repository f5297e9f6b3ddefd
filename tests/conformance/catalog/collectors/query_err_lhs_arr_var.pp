$k = ['message']
@notify { 'a': message => 'm' }
Notify <| $k == 'm' |>
notice('x')
