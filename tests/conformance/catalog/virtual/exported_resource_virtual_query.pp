@@notify { 'e': tag => 'x' }
Notify <| tag == 'x' |>
