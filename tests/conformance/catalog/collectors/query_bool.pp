@notify { 'a': withpath => true }
@notify { 'b': withpath => 'true' }
@notify { 'c': withpath => false }
Notify <| withpath == true |>
