@notify { 'a': message => 'm' }
@notify { 'b': }
@notify { 'c': message => undef }
Notify <| message != undef |>
