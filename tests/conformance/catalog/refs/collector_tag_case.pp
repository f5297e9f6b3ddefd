@notify { 'x': tag => 'Web' }
Notify <| tag == 'WEB' |>
