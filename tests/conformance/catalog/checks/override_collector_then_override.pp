notify { 'a': message => 'orig' }
Notify <| title == 'a' |> { message => 'coll' }
class sub {}
