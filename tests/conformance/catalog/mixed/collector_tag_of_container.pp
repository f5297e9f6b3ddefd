class web { @notify { 'in web': } }
include web
Notify <| tag == 'web' |>
