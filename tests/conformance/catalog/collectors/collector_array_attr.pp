@user { 'alice': groups => ['admin', 'dev'] }
@user { 'bob': groups => ['dev'] }
@user { 'carol': groups => 'admin' }
User <| groups == 'admin' |>
