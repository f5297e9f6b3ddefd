@notify { 'a': tag => ['one'] }
Notify <| tag == 'ONE' |>
