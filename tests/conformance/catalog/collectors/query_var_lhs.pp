$attr = 'message'
@notify { 'a': message => 'm' }
@notify { 'b': message => 'n' }
Notify <| $attr == 'm' |> { withpath => true }
