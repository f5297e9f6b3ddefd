@notify { 'a': message => 'one', tag => ['t1'] }
@notify { 'b': message => 'two' }
@notify { 'c': message => 'three', loglevel => 'info' }
@notify { 'd': }
Notify <| message == 'one' or title == 'b' |>
Notify <| message != 'two' and (loglevel == 'info') |>
