class web::server { @notify { 'w': message => 'web' } }
include web::server
Notify <| tag == 'web::server' |>
Notify <| tag == 'web' |> { message => 'retagged' }
