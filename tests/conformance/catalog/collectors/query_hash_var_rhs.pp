$v = {'k' => 'V'}
@notify { 'a': message => {'k' => 'v'} }
@notify { 'b': message => 'm' }
Notify <| message != $v |>
