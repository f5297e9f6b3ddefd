user { 'alice': groups => ['staff'] }
user { 'bob': groups => ['staff'] }
User <| title == 'alice' or title == 'bob' |> { groups +> ['docker'] }
notice(User['alice']['groups'])
