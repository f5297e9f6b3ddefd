$k = 'message'
$v = 'N'
@notify { 'a': message => 'm' }
@notify { 'b': message => 'n' }
Notify <| $k == $v |>
