define d() { notice("body ${title}") }
d { 'one': }
@notify { 'a': message => 'm' }
Notify <| 1 == 'm' |>
notice('x')
