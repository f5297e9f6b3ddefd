@user { 'a': uid => 1000 }
@user { 'b': uid => '1001' }
User <| uid == 1000 |>
User <| uid == '1001' |>
notice('x')
