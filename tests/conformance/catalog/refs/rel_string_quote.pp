notify { 'a': subscribe => "it's \"bad\"" }
