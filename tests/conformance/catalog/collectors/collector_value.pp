@notify { 'a': }
$x = Notify <| |>
