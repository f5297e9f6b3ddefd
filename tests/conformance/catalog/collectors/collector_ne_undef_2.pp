@notify { 'a': message => 'x' }
@notify { 'b': }
Notify <| message != 'x' |>
notice('done')
