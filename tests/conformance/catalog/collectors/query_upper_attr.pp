@notify { 'a': message => 'm' }
@notify { 'b': message => 'n' }
Notify <| 'Message' == 'm' or 'message' == 'n' |>
